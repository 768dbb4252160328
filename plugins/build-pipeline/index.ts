import type { LoadContext, Plugin } from '@docusaurus/types';

import { checkStepOrder } from '../build-steps/order';
import { runBuildSteps } from '../build-steps/run';
import { collectBundlerGarbage, collectStepGarbage } from './bundlerGarbage';
import { bundlingInTurn } from './bundlingInTurn';
import type { PluginOptions } from './options';

export { validateOptions } from './options';

const pluginName = 'chitchatlabs-build-pipeline';

/**
 * Runs the build's steps once the pages are written, one after the other: a plugin's
 * postBuild runs beside the others', and the headers and compression must see every file.
 * The steps and their libraries load only for a build: `npm start` runs none of them, and
 * the config that imports this module is loaded afresh at every start and config change,
 * so importing them there cost seconds of each.
 */
export default async function buildPipelinePlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin> {
  if (process.env.NODE_ENV !== 'production') return { name: pluginName };
  const { siteBuildSteps } = await import('./steps');
  const steps = siteBuildSteps(context, options);
  checkStepOrder(steps);
  return {
    name: pluginName,
    configureWebpack: (_config, isServer) => ({
      ...collectBundlerGarbage(pluginName),
      ...bundlingInTurn(isServer),
    }),
    async postBuild(site) {
      const stopCollecting = collectStepGarbage();
      try {
        await runBuildSteps(steps, site);
      } finally {
        stopCollecting();
      }
    },
  };
}
