import path from 'node:path';

export type LinkContext = {
  /** Production origin the links point to, e.g. `https://docs.chitchatlabs.com`. */
  siteUrl: string;
  /** URL path of the page being converted, e.g. `/introduction`. */
  permalink: string;
  /** Absolute path of the page's source file. */
  sourceFile: string;
  /** Permalink of every doc, by the absolute path of its source file. */
  permalinkBySourceFile: ReadonlyMap<string, string>;
};

const hasScheme = /^[a-z][a-z\d+.-]*:/i;
const markdownFile = /\.mdx?$/;

/**
 * Makes every link of a page absolute, as the page reads out of context: file links
 * (`./onboarding.mdx#steps`) become the target page's URL, relative and root paths and
 * bare anchors are resolved against the page URL on the production site.
 */
export function createUrlResolver(context: LinkContext): (url: string) => string {
  const pageUrl = new URL(context.permalink, context.siteUrl);
  return (url) => {
    // pathname:///file: a file the build writes, linked past Docusaurus's route checks.
    if (url.startsWith('pathname://'))
      return new URL(url.slice('pathname://'.length), pageUrl).href;
    if (hasScheme.test(url) || url.startsWith('//')) return url;
    const hashAt = url.indexOf('#');
    const target = hashAt === -1 ? url : url.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : url.slice(hashAt);
    if (markdownFile.test(target) && !target.startsWith('/')) {
      const file = path.resolve(path.dirname(context.sourceFile), decodeURI(target));
      const permalink = context.permalinkBySourceFile.get(file);
      if (permalink) return new URL(permalink + hash, context.siteUrl).href;
    }
    return new URL(url, pageUrl).href;
  };
}
