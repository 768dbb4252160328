import { fileURLToPath } from 'node:url';

import { EmittedValuePlugin } from '../build-steps/emittedValue';
import { asciiBytes, type PageBytes } from '../build-steps/pageBytes';
import type { BuildStep, BuiltSite } from '../build-steps/step';
import {
  earlyRequestId,
  earlyWorkerAttributes,
  earlyWorkerGlobal,
  unnamedWorker,
} from './client/earlyWorker';

/** The search worker's module: the entry of its own chunk (`new Worker(new URL(…))`). */
const workerModule = (): string =>
  fileURLToPath(new URL('./client/search.worker.ts', import.meta.url));

/**
 * Notes the address of the search worker's script once the client bundle is written:
 * the bundler names it by its content, so only the bundler knows it.
 */
export const searchWorkerScript = (): EmittedValuePlugin<string> =>
  new EmittedValuePlugin('SearchWorkerScriptPlugin', (compilation, compiler) => {
    const { publicPath } = compiler.options.output;
    const { chunkGraph } = compilation;
    const entry = workerModule();
    const chunk = [...compilation.chunks].find((candidate) =>
      // Its module as the bundler concatenated it: named by the file it starts from.
      [...chunkGraph.getChunkEntryModulesIterable(candidate)].some(
        (module) => module.nameForCondition() === entry,
      ),
    );
    const file = [...(chunk?.files ?? [])].find((name) => name.endsWith('.js'));
    return file && typeof publicPath === 'string' ? publicPath + file : undefined;
  });

/**
 * The search plugin's content (what its `loadContent` returns), which the step finds among
 * the loaded plugins as the index step finds the docs': the address of the worker's script
 * once the client bundle is written.
 */
export type SearchContent = { workerScript: () => string | undefined };

const isSearchContent = (content: unknown): content is SearchContent =>
  typeof content === 'object' &&
  content !== null &&
  typeof (content as Partial<SearchContent>).workerScript === 'function';

/** The address of the search worker's script, from the search plugin's content. */
const workerScriptOf = (plugins: BuiltSite['plugins']): string | undefined =>
  plugins
    .map(({ content }) => content)
    .find(isSearchContent)
    ?.workerScript();

const { worker, index, firstPages } = earlyWorkerAttributes;

/**
 * The early script: with a query in the address, starts the worker named on its element
 * and asks it for the query's first pages, as the app would (`SearchRequest` in
 * ./client/workerProtocol.ts; tests/unit/search-early-worker.test.ts compares the two).
 * The same text on every build: one CSP hash.
 */
export const earlyWorkerScript = [
  '(function(){',
  'var s=document.currentScript;if(!s||typeof Worker!=="function")return;',
  'var q=(new URLSearchParams(location.search).get("q")||"").trim();if(!q)return;',
  'try{',
  `var w=new Worker(s.getAttribute(${JSON.stringify(worker)})),early={worker:w,failed:false};`,
  'w.addEventListener("error",function(){early.failed=true});',
  `w.postMessage({id:${earlyRequestId},`,
  `indexUrl:new URL(s.getAttribute(${JSON.stringify(index)}),location.href).href,`,
  `query:q,firstPages:Number(s.getAttribute(${JSON.stringify(firstPages)}))});`,
  `window[${JSON.stringify(earlyWorkerGlobal)}]=early`,
  '}catch(e){}',
  '})()',
].join('');

/**
 * The early script's empty element as the page's HTML holds it before the step, the
 * worker its first attribute (as ./theme/SearchPage/EarlyWorkerScript.tsx renders it),
 * quoted or not. A page's text cannot hold it: it escapes `<`.
 */
const unnamedElement = new RegExp(
  `(<script\\s+)${worker}=(["']?)${unnamedWorker}\\2([^>]*)>\\s*</script>`,
);

/** The page with its early search script naming `script` and holding its text; any other page as it was. */
export function withWorkerNamed(page: PageBytes, script: string): PageBytes {
  const named = asciiBytes(`${worker}="${script}"`, "The search worker's address");
  return page.replace(
    unnamedElement,
    (_element, start: string, _quote: string, rest: string) =>
      `${start}${named}${rest}>${earlyWorkerScript}</script>`,
  ) as PageBytes;
}

/**
 * Writes the search worker's address into the search page's early script, which starts
 * it as the page loads (./client/earlyWorker.ts). A build whose bundle has no such worker
 * leaves the element empty, and the page searches once the app has started.
 */
export const earlyWorkerStep: BuildStep = {
  name: "search page's early worker",
  reads: ['pages', 'scripts'],
  writes: ['pages'],
  async run({ plugins }, pages) {
    const script = workerScriptOf(plugins);
    if (script) pages.rewrite((page) => withWorkerNamed(page, script));
    else
      console.warn(
        '[search] no search worker script in the bundle: the search page starts it late.',
      );
  },
};
