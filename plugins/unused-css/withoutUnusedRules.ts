import { PurgeCSS } from 'purgecss';

/** What can name a selector: the built pages and the app's scripts, as text. */
export type BuiltSources = { pages: readonly string[]; scripts: readonly string[] };

const customProperty = /--[\w-]+/g;

/**
 * The stylesheet without the rules no page and no script can use, and without the
 * custom properties nothing reads. A class counts as used when its name appears in a
 * page or in a script (the theme's components and the CSS-module maps name every class
 * they can set, including states such as an open menu), so a rule for a state reached
 * only after hydration stays. A custom property stays when a rule reads it or a page or
 * script names it (inline styles, getPropertyValue). PurgeCSS decides; keyframes and
 * font faces nothing uses go too.
 */
export async function withoutUnusedRules(css: string, sources: BuiltSources): Promise<string> {
  const named = new Set(
    [...sources.pages, ...sources.scripts].flatMap((text) => text.match(customProperty) ?? []),
  );
  const [result] = await new PurgeCSS().purge({
    css: [{ raw: css }],
    content: [
      ...sources.pages.map((raw) => ({ raw, extension: 'html' })),
      ...sources.scripts.map((raw) => ({ raw, extension: 'js' })),
    ],
    variables: true,
    keyframes: true,
    safelist: { variables: [...named] },
  });
  return result.css;
}
