import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

import { contentHash } from '../build-steps/assets';
import { contentCache, installedVersion } from '../build-steps/cache';
import type { BuildStep } from '../build-steps/step';
import { cssInLazyChunk } from './builder/webpack';
import { loadOpenApi, openapiFile } from './document';

export { validateNoOptions as validateOptions } from '../noOptions';

/** Where the build publishes the description and what is made from it. */
export const openapiDownloads = {
  yaml: '/openapi.yaml',
  json: '/openapi.json',
  postman: '/chitchatlabs-messages.postman_collection.json',
} as const;

/** The downloads as llms.txt lists them. */
export const openapiLlmsFiles = [
  {
    title: 'Messages API: OpenAPI description (YAML)',
    url: openapiDownloads.yaml,
    description:
      'the two message endpoints, their request bodies and authentication, as OpenAPI 3.1.',
  },
  {
    title: 'Messages API: OpenAPI description (JSON)',
    url: openapiDownloads.json,
    description: 'the same description as JSON.',
  },
  {
    title: 'Messages API: Postman collection',
    url: openapiDownloads.postman,
    description: 'both requests, with the API key as the collection variable apiKey.',
  },
] as const;

/** The plugin's theme components: `@theme/RequestBuilder`, and the field tables and endpoints in MDX. */
const themePath = fileURLToPath(new URL('./theme', import.meta.url));

/**
 * Publishes openapi.yaml at build time: as written (/openapi.yaml), as JSON
 * (/openapi.json) and as a Postman collection. The pages' field tables and the
 * request builder's data come from the same file through the remark plugin in
 * ./remark; the builder's component is the theme component `@theme/RequestBuilder`.
 */
export default function openapiPlugin(): Plugin {
  return {
    name: 'chitchatlabs-openapi',
    getPathsToWatch: () => [openapiFile()],
    getThemePath: () => themePath,
    configureWebpack(config, isServer, utils) {
      cssInLazyChunk(
        config,
        isServer,
        utils,
        path.join(themePath, 'RequestBuilder', 'styles.module.css'),
      );
      return {};
    },
  };
}

/**
 * The Postman converter, loaded when the build writes the downloads: it takes seconds to
 * load, which every `npm start` would otherwise wait for.
 */
const postman = () => import('./postman');

/**
 * What names a collection: the description, the converter's version and the code that
 * adjusts its output. The converter gives each request a random id, so a collection made
 * again from the same description would differ (and be downloaded again) for nothing.
 */
function postmanKey(openapiSource: string): string {
  const converter = createRequire(import.meta.url)('openapi-to-postmanv2/package.json') as {
    version: string;
  };
  const adjusting = readFileSync(fileURLToPath(new URL('./postman.ts', import.meta.url)));
  return contentHash(
    Buffer.concat([Buffer.from(`${openapiSource}\0${converter.version}\0`), adjusting]),
    64,
  );
}

/**
 * What names the published JSON: the description, the parser's version and the code that
 * parses it. A build whose description did not change writes the JSON an earlier build
 * made, without loading Redocly's parser (seconds of every build after an edit).
 */
function parsedKey(openapiSource: string): string {
  const parsing = readFileSync(fileURLToPath(new URL('./document.ts', import.meta.url)));
  return contentHash(
    Buffer.concat([
      Buffer.from(
        `${openapiSource}\0${installedVersion('@redocly/openapi-core', import.meta.url)}\0`,
      ),
      parsing,
    ]),
    64,
  );
}

/** The downloads written into the build, the JSON and the collection as an earlier build made them. */
const writeDownloads: BuildStep['run'] = async (site) => {
  const source = await readFile(openapiFile(), 'utf8');
  const out = (urlPath: string): string => path.join(site.outDir, urlPath.slice(1));
  const makeJson = async (): Promise<Buffer> =>
    Buffer.from(`${JSON.stringify((await loadOpenApi()).parsed, null, 2)}\n`);
  const makeCollection = async (): Promise<Buffer> =>
    Buffer.from(`${JSON.stringify(await (await postman()).postmanCollection(source), null, 2)}\n`);
  const parsedCache = contentCache(site, 'chitchatlabs-openapi-json');
  const cache = contentCache(site, 'chitchatlabs-postman-collections');
  await Promise.all([
    writeFile(out(openapiDownloads.yaml), source),
    writeFile(
      out(openapiDownloads.json),
      parsedCache ? await parsedCache.through(parsedKey(source), makeJson) : await makeJson(),
    ),
    writeFile(
      out(openapiDownloads.postman),
      cache ? await cache.through(postmanKey(source), makeCollection) : await makeCollection(),
    ),
  ]);
  await Promise.all([parsedCache?.prune(), cache?.prune()]);
};

export const openapiDownloadsStep: BuildStep = {
  name: 'OpenAPI downloads',
  reads: [],
  writes: ['OpenAPI downloads'],
  run: writeDownloads,
};
