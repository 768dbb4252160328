import type { Options as ToMarkdownExtension, Unsafe } from 'mdast-util-to-markdown';
import type { Processor } from 'unified';

/**
 * GFM's printer escapes every `.` after a `w` that a word character or a dot follows
 * (mdast-util-gfm-autolink-literal's `unsafe` pattern for `www.`), so a page's
 * "Did you know..." was copied as `Did you know\...`. GitHub's Markdown only links
 * `www.` where a word starts (after a space, `*`, `_`, `~` or `(`, or at the start), so
 * only that dot needs the escape.
 */
const wordStartWww = '(?:^|[\\s*_~(])[Ww]{3}';

const isBroadWwwPattern = (pattern: Unsafe): boolean =>
  pattern.character === '.' && pattern.before === '[Ww]';

function narrowed(extension: ToMarkdownExtension): ToMarkdownExtension {
  const unsafe = extension.unsafe?.map((pattern) =>
    isBroadWwwPattern(pattern) ? { ...pattern, before: wordStartWww } : pattern,
  );
  return {
    ...extension,
    ...(unsafe ? { unsafe } : {}),
    ...(extension.extensions ? { extensions: extension.extensions.map(narrowed) } : {}),
  };
}

/**
 * Listed after remark-gfm: its printer escapes a dot as `www.` needs, not every `w.`.
 * The other escapes (`a\@b`, `http\://` in text) stay: they keep text from becoming a link.
 */
export function remarkNarrowAutolinkEscapes(this: Processor): void {
  const data = this.data();
  data.toMarkdownExtensions = (data.toMarkdownExtensions ?? []).map(narrowed);
}
