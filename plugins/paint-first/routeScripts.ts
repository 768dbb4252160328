import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { BuildStep } from '../build-pipeline/step';
import { routeScriptsAttribute } from './loader';
import { routeChunkFiles } from './routeChunks';

/** The page a route is written to: `index.html` in its folder, or the `.html` file it names. */
const pageFile = (route: string): string =>
  route.endsWith('.html') ? route.slice(1) : join(route.slice(1), 'index.html');

/** The inline loader's opening tag (./loader.ts): the only script naming the attribute. */
const loaderTag = new RegExp(`<script>(?=(?:(?!</script>)[\\s\\S])*${routeScriptsAttribute})`);

/** The URL of an entry bundle the loader starts (`runtime~main`, `main`). */
function entryBundle(html: string, name: string): string {
  const url = new RegExp(`"(/assets/js/${name}\\.[0-9a-f]+\\.js)"`).exec(html)?.[1];
  if (!url) throw new Error(`The page's loader starts no ${name} bundle`);
  return url;
}

/** Gives each page's loader the route chunks the app needs before it hydrates that page. */
export const routeScriptsStep: BuildStep = async ({ outDir, routesPaths }) => {
  const read = (url: string): Promise<string> => readFile(join(outDir, url), 'utf8');
  for (const route of routesPaths) {
    const file = join(outDir, pageFile(route));
    if (!existsSync(file)) continue;
    const html = await readFile(file, 'utf8');
    if (!loaderTag.test(html)) throw new Error(`${pageFile(route)} has no app loader`);
    const [main, runtime] = await Promise.all(
      [entryBundle(html, 'main'), entryBundle(html, 'runtime~main')].map(read),
    );
    const scripts = routeChunkFiles(main, runtime, route).join(' ');
    await writeFile(
      file,
      html.replace(loaderTag, `<script ${routeScriptsAttribute}="${scripts}">`),
    );
  }
};
