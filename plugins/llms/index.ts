import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

import { mdxToMarkdown } from './convert';
import { createUrlResolver } from './links';
import { llmsFullTxt, llmsTxt, type LlmsPage } from './llmsTxt';
import { docsInSidebarOrder } from './pages';
import { markdownPathFor } from './client/markdownPath';

/**
 * Publishes the docs for AI tools at build time: a clean Markdown file next to each
 * doc page (`/introduction.md`), `/llms.txt` (llmstxt.org) listing the listed docs
 * in sidebar order, and `/llms-full.txt` with all of them.
 */
export default function llmsPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig } = context;
  return {
    name: 'llms',
    async postBuild({ plugins, outDir }) {
      const docsPlugin = plugins.find(
        (plugin) =>
          plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === 'default',
      );
      const content = docsPlugin?.content as LoadedContent | undefined;
      const version = content?.loadedVersions.find((v) => v.isLast) ?? content?.loadedVersions[0];
      if (!version) throw new Error('llms: the docs plugin has no content to publish.');

      const sourceFileOf = (source: string): string =>
        path.join(siteDir, source.replace(/^@site\//, ''));
      const permalinkBySourceFile = new Map(
        version.docs.map((doc) => [sourceFileOf(doc.source), doc.permalink]),
      );
      const absolute = (urlPath: string): string => new URL(urlPath, siteConfig.url).href;

      const pages: LlmsPage[] = [];
      for (const doc of docsInSidebarOrder(version)) {
        const sourceFile = sourceFileOf(doc.source);
        const markdownPath = markdownPathFor(doc.permalink);
        const markdown = mdxToMarkdown(await readFile(sourceFile, 'utf8'), {
          title: doc.title,
          where: doc.source,
          resolveUrl: createUrlResolver({
            siteUrl: siteConfig.url,
            permalink: doc.permalink,
            sourceFile,
            permalinkBySourceFile,
          }),
        });
        const file = path.join(outDir, markdownPath.slice(siteConfig.baseUrl.length));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, markdown);
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
      };
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, pages));
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(pages));
    },
  };
}
