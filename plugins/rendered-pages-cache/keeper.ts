import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import logger from '@docusaurus/logger';
import type { Props } from '@docusaurus/types';
import pMap from 'p-map';

import { routeHtmlFile } from '../build-steps/routeHtml';
import { pageModulesByPath } from '../build-steps/routeModules';
import type { ClientManifest } from '../build-steps/clientManifest';
import { contentKey } from '../mdx-source/cache';
import { pageFilesOf } from './pageFiles';

/** What Docusaurus collected of a page as it rendered it: plain data (it crosses threads). */
type PageCollectedData = Record<string, unknown>;

/** The render's parameters, as core's `createSSGParams` makes them. */
type SSGParams = { manifest: ClientManifest; outDir: string } & Record<string, unknown>;

type TheRender = { props: Props; params: SSGParams };

/**
 * What core's render (`executeSSG`, patched: patches/@docusaurus+core+3.10.2.patch) asks of
 * the plugin that keeps rendered pages: which to render, and to keep what it rendered.
 */
export type RenderedPagesKeeper = {
  /** Writes the kept pages that would render the same; names the ones to render. */
  reuse(
    input: TheRender,
  ): Promise<{ toRender: string[]; reused: Record<string, PageCollectedData> }>;
  /** Keeps the pages just rendered, and forgets the pages the site no longer has. */
  keep(input: TheRender & { rendered: Record<string, PageCollectedData> }): Promise<void>;
};

/** A kept page's record, beside its HTML. */
type KeptPage = {
  pathname: string;
  key: string;
  /** Where the render wrote it, under the output folder. */
  file: string;
  collectedData: PageCollectedData;
};

const parallelFiles = 16;

/** The name of a page's two files in the cache folder. */
const entryOf = (pathname: string): string => contentKey(pathname);

function isKeptPage(value: unknown): value is KeptPage {
  if (typeof value !== 'object' || value === null) return false;
  const { pathname, key, file, collectedData } = value as Partial<KeptPage>;
  return (
    typeof pathname === 'string' &&
    typeof key === 'string' &&
    typeof file === 'string' &&
    typeof collectedData === 'object'
  );
}

/**
 * Each page's key in this build: what every page renders with (`siteKey`, and the render's
 * parameters but where it writes), the page's path, and the client files, named by their
 * content, of the modules its routes load. None for a page whose Markdown has no files.
 */
function pageKeys(
  site: string,
  { props, params }: TheRender,
): (pathname: string) => string | undefined {
  const { manifest, serverBundlePath, outDir, ...rest } = params;
  void serverBundlePath;
  void outDir;
  const siteWide = contentKey(site, JSON.stringify(rest));
  const modulesByPath = pageModulesByPath(props.routes);
  return (pathname) => {
    const files = pageFilesOf(manifest, modulesByPath.get(pathname) ?? []);
    return files && contentKey(siteWide, pathname, ...files);
  };
}

/** Removes the kept pages of paths the site no longer has, and what a stopped build left. */
async function forgetOtherPages(dir: string, pathnames: readonly string[]): Promise<void> {
  const wanted = new Set(pathnames.map(entryOf));
  const names = await readdir(dir).catch((): string[] => []);
  await pMap(
    names.filter((name) => name.endsWith('.partial') || !wanted.has(name.split('.')[0] ?? '')),
    (name) => rm(join(dir, name), { force: true }),
    { concurrency: parallelFiles },
  );
}

/**
 * Keeps each page as the render wrote it, under `dir`, with what the render collected of
 * it, and writes it again in a later build whose key for it is the same (`pageKeys`).
 * With no site key (nothing was bundled), nothing is reused or kept.
 */
export function renderedPagesKeeper(
  dir: string,
  siteKey: () => string | undefined,
): RenderedPagesKeeper {
  return {
    async reuse(render) {
      const pathnames = render.props.routesPaths;
      const site = siteKey();
      if (site === undefined) return { toRender: pathnames, reused: {} };
      const keyOf = pageKeys(site, render);
      const madeDirs = new Map<string, Promise<unknown>>();
      const reusedOne = async (pathname: string): Promise<PageCollectedData | undefined> => {
        const entry = join(dir, entryOf(pathname));
        const record: unknown = await readFile(`${entry}.json`, 'utf8').then(
          (text) => JSON.parse(text) as unknown,
          () => undefined,
        );
        if (!isKeptPage(record) || record.pathname !== pathname) return undefined;
        const key = keyOf(pathname);
        if (key === undefined || key !== record.key) return undefined;
        const file = join(render.params.outDir, record.file);
        const folder = dirname(file);
        if (!madeDirs.has(folder)) madeDirs.set(folder, mkdir(folder, { recursive: true }));
        await madeDirs.get(folder);
        const copied = await copyFile(`${entry}.html`, file).then(
          () => true,
          () => false,
        );
        return copied ? record.collectedData : undefined;
      };
      const found = await pMap(pathnames, reusedOne, { concurrency: parallelFiles });
      const toRender: string[] = [];
      const reused: Record<string, PageCollectedData> = {};
      pathnames.forEach((pathname, index) => {
        const data = found[index];
        if (data) reused[pathname] = data;
        else toRender.push(pathname);
      });
      const kept = pathnames.length - toRender.length;
      logger.info(
        kept === 0
          ? `Rendering all ${pathnames.length} pages: no earlier build rendered any of them as this one would.`
          : `Rendering ${toRender.length} of ${pathnames.length} pages: the other ${kept} are as an earlier build rendered them.`,
      );
      return { toRender, reused };
    },

    async keep(render) {
      const site = siteKey();
      if (site === undefined) return;
      const keyOf = pageKeys(site, render);
      const { outDir, baseUrl } = render.params;
      await mkdir(dir, { recursive: true });
      await forgetOtherPages(dir, render.props.routesPaths);
      await pMap(
        Object.entries(render.rendered),
        async ([pathname, collectedData]) => {
          const entry = join(dir, entryOf(pathname));
          const key = keyOf(pathname);
          const file = await routeHtmlFile(outDir, pathname, String(baseUrl));
          if (key === undefined || file === undefined) {
            await rm(`${entry}.json`, { force: true });
            return;
          }
          // Written aside, then renamed: a build stopped halfway leaves no half file.
          const partial = `${entry}.${process.pid}.partial`;
          await copyFile(file, partial);
          await rename(partial, `${entry}.html`);
          const record: KeptPage = { pathname, key, file: relative(outDir, file), collectedData };
          await writeFile(partial, JSON.stringify(record));
          await rename(partial, `${entry}.json`);
        },
        { concurrency: parallelFiles },
      );
    },
  };
}
