import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { unified } from 'unified';

import { parseMdx, treeToMarkdown } from './convert';
import type { ReportLeftOut } from './leftOut';
import { createUrlResolver } from './links';
import { llmsFullTxt, llmsTxt, type LlmsPage } from './llmsTxt';
import type { PluginOptions } from './options';
import { docsInSidebarOrder } from './pages';
import { defaultTocLevels, type TocLevels } from './tocInline';
import { markdownPathFor } from './client/markdownPath';

/** The levels the site's tables of contents list (`themeConfig.tableOfContents`). */
function siteTocLevels(themeConfig: Record<string, unknown>): TocLevels {
  const levels = themeConfig.tableOfContents as Partial<TocLevels> | undefined;
  return { ...defaultTocLevels, ...levels };
}

/** A build warning per thing a page's Markdown copy leaves out, naming the file and line. */
const warnLeftOut =
  (file: string, markdownPath: string): ReportLeftOut =>
  ({ line, what }) =>
    logger.warn(
      `${file}${line === undefined ? '' : `:${line}`}: ${what} has no Markdown form; ` +
        `the page's Markdown copy (${markdownPath}) leaves it out.`,
    );

/** A file the plugin publishes: its path under the site's root folder, and its text. */
export type PublishedFile = { file: string; text: string };

/**
 * Everything the plugin publishes for the docs' current version: each doc's Markdown
 * twin, `llms.txt` listing the listed docs in sidebar order, and `llms-full.txt`.
 */
export async function llmsFiles(
  content: LoadedContent | undefined,
  { siteDir, siteConfig }: Pick<LoadContext, 'siteDir' | 'siteConfig'>,
  options: PluginOptions,
): Promise<PublishedFile[]> {
  const remark = unified().use(options.remarkPlugins);
  const version = content?.loadedVersions.find((v) => v.isLast) ?? content?.loadedVersions[0];
  if (!version) throw new Error('llms: the docs plugin has no content to publish.');

  const sourceFileOf = (source: string): string =>
    path.join(siteDir, source.replace(/^@site\//, ''));
  const permalinkBySourceFile = new Map(
    version.docs.map((doc) => [sourceFileOf(doc.source), doc.permalink]),
  );
  const absolute = (urlPath: string): string => new URL(urlPath, siteConfig.url).href;
  const underRoot = (urlPath: string): string => urlPath.slice(siteConfig.baseUrl.length);

  const files: PublishedFile[] = [];
  const pages: LlmsPage[] = [];
  for (const doc of docsInSidebarOrder(version)) {
    const sourceFile = sourceFileOf(doc.source);
    const markdownPath = markdownPathFor(doc.permalink);
    const tree = parseMdx(await readFile(sourceFile, 'utf8'));
    await remark.run(tree);
    const markdown = treeToMarkdown(tree, {
      title: doc.title,
      reportLeftOut: warnLeftOut(path.relative(siteDir, sourceFile), markdownPath),
      tocLevels: siteTocLevels(siteConfig.themeConfig),
      resolveUrl: createUrlResolver({
        siteUrl: siteConfig.url,
        permalink: doc.permalink,
        sourceFile,
        permalinkBySourceFile,
      }),
    });
    files.push({ file: underRoot(markdownPath), text: markdown });
    if (doc.unlisted) continue;
    pages.push({
      title: doc.title,
      description: doc.description,
      url: absolute(doc.permalink),
      markdownUrl: absolute(markdownPath),
      markdown,
    });
  }

  const site = {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    fullTxtUrl: absolute(`${siteConfig.baseUrl}llms-full.txt`),
    files: options.files.map((file) => ({ ...file, url: absolute(file.url) })),
  };
  files.push({ file: 'llms.txt', text: llmsTxt(site, pages) });
  files.push({ file: 'llms-full.txt', text: llmsFullTxt(pages) });
  return files;
}

/** Writes the files under `dir`, making folders as needed. */
export async function writeLlmsFiles(files: readonly PublishedFile[], dir: string): Promise<void> {
  for (const { file, text } of files) {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
}
