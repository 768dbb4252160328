import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { unified } from 'unified';

import { awaitParsedTree, stopAwaitingParsedTree } from '../mdx-source/parsedTrees';
import { versionConverter, type VersionConverter } from './files';
import type { PluginOptions } from './options';

type SiteContext = Pick<LoadContext, 'siteDir' | 'siteConfig'>;

/**
 * Whether the MDX loader reads the docs as the copies do: the MDX syntax (not plain
 * Markdown, which Docusaurus parses without MDX) with `<!-- comments -->`, and no syntax
 * that the copies' own remark plugins add. Docusaurus's rewrites of the source before it
 * parses are compared page by page, with the text the loader parsed.
 */
function loaderReadsAsCopies(
  { siteConfig }: SiteContext,
  options: PluginOptions,
  frontMatter: Record<string, unknown>,
  sourceFile: string,
): boolean {
  const { markdown } = siteConfig;
  if (!markdown.mdx1Compat.comments) return false;
  const mdx = frontMatter.mdx as { format?: string } | undefined;
  const format = mdx?.format ?? markdown.format;
  if (format === 'md') return false;
  if (format === 'detect' && path.extname(sourceFile) !== '.mdx') return false;
  if (!options.remarkPlugins.length) return true;
  const added = unified().use(options.remarkPlugins).freeze().data('micromarkExtensions');
  return !added?.length;
}

/**
 * Asks the MDX loader for each doc's tree as it parses the page for the bundle, and makes
 * the doc's Markdown copy from it then, kept on disk for the copies step (`convert`
 * finds it there), so a build parses each page once. `allHanded` is called once the loader
 * has handed over every doc's tree (in a clean build, while it compiles the rest). The
 * function returned resolves when every copy begun is kept; the docs the loader did not
 * parse (their bundle was cached) are then no longer awaited, and `convert` makes theirs
 * from the source.
 */
export function makeCopiesFromParsedTrees(
  content: LoadedContent | undefined,
  context: SiteContext,
  options: PluginOptions,
  allHanded: () => void = () => undefined,
): () => Promise<void> {
  const begun: Promise<void>[] = [];
  const awaited: string[] = [];
  for (const version of content?.loadedVersions ?? []) {
    let converter: Promise<VersionConverter> | undefined;
    for (const doc of version.docs) {
      const sourceFile = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
      if (!loaderReadsAsCopies(context, options, doc.frontMatter, sourceFile)) continue;
      awaited.push(sourceFile);
      awaitParsedTree(sourceFile, (tree, parsedText) => {
        converter ??= versionConverter(version, context, options);
        // A copy that could not be made here is made by `convert`, which reports why.
        begun.push(
          converter.then((made) => made.keepFromTree(doc, tree, parsedText)).catch(() => undefined),
        );
        if (begun.length === awaited.length) allHanded();
      });
    }
  }
  return async () => {
    awaited.forEach(stopAwaitingParsedTree);
    await Promise.all(begun);
  };
}
