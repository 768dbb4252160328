import { defaultOptions, PurgeCSS } from 'purgecss';

const customProperty = /--[\w-]+/g;

/**
 * What the built pages and the app's scripts name, gathered one text at a time: the
 * words PurgeCSS's default extractor finds (a class, an id, a tag, an attribute) and the
 * custom properties. A set of names, not the texts, so no step holds every page at once.
 */
export class UsedNames {
  readonly words = new Set<string>();
  readonly customProperties = new Set<string>();

  /** The short parts of pages already read (`addPage`), up to `partsRemembered` of them. */
  private readonly partsRead = new Set<string>();

  add(text: string): void {
    const words = defaultOptions.defaultExtractor(text);
    for (const word of Array.isArray(words) ? words : words.undetermined) keep(this.words, word);
    for (const name of text.match(customProperty) ?? []) keep(this.customProperties, name);
  }

  /**
   * Adds a page's names, reading once the markup the pages repeat: the page is cut before
   * each `<`, which no name spans, and a part read on an earlier page is left out. At
   * 5,000 generated pages three quarters of a page is the sidebar, the same on every
   * page: 2,000 of them were read in 1.6 s instead of 3.4 to 4.1, the same names found.
   */
  addPage(html: string): void {
    let unread = '';
    for (let at = 0; at < html.length;) {
      const next = html.indexOf('<', at + 1);
      const end = next < 0 ? html.length : next;
      const part = html.slice(at, end);
      at = end;
      if (part.length <= longestPartRemembered) {
        if (this.partsRead.has(part)) continue;
        if (this.partsRead.size >= partsRemembered) this.partsRead.clear();
        // A copy of its own, not a slice that keeps the page.
        this.partsRead.add(Buffer.from(part).toString());
      }
      // Each part but the first begins with `<`: joined, no two names run together.
      unread += part;
    }
    this.add(unread);
  }
}

/** Parts of pages longer than this are always read: a paragraph's text is on one page only. */
const longestPartRemembered = 2000;
/** About what the pages repeat (a sidebar of 200 categories is about 1,000 parts), a few MB at most. */
const partsRemembered = 20_000;

/**
 * Adds a copy of `word` of its own: a word the regular expression matched is a slice of
 * the page, and V8 keeps the whole page for it. The set then held every page and script
 * it had seen a new word in: at 5,000 pages 62,116 words (0.7 MB) kept 1.1 GB of heap.
 */
function keep(set: Set<string>, word: string): void {
  if (!set.has(word)) set.add(Buffer.from(word).toString());
}

/** The names `texts` use, as one `UsedNames`. */
export function namesUsedIn(texts: Iterable<string>): UsedNames {
  const used = new UsedNames();
  for (const text of texts) used.add(text);
  return used;
}

/** The content type PurgeCSS is handed: the words already extracted, which it takes as they are. */
const extractedWords = 'extracted-words';

/**
 * The stylesheet without the rules no page and no script can use, and without the
 * custom properties nothing reads. A class counts as used when its name appears in a
 * page or in a script (the theme's components and the CSS-module maps name every class
 * they can set, including states such as an open menu), so a rule for a state reached
 * only after hydration stays. A custom property stays when a rule reads it or a page or
 * script names it (inline styles, getPropertyValue). PurgeCSS decides; keyframes and
 * font faces nothing uses go too.
 */
export async function withoutUnusedRules(css: string, used: UsedNames): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    css: [{ raw: css }],
    content: [{ raw: '', extension: extractedWords }],
    extractors: [{ extensions: [extractedWords], extractor: () => [...used.words] }],
    variables: true,
    keyframes: true,
    safelist: { variables: [...used.customProperties] },
  });
  return result.css;
}
