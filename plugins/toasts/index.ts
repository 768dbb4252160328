import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

import type { PluginOptions, ToastSettings } from './options';

export { validateOptions } from './options';

/** `@theme/Toast`: the toast API, and the toaster the site's Root mounts. */
const themePath = fileURLToPath(new URL('./theme', import.meta.url));

/**
 * The site's toasts: `toast.success('Copied')` from any component, drawn by a toaster
 * whose code loads with the first toast. The settings are written for the toaster as
 * generated data (`@generated/chitchatlabs-toasts/default/settings.json`), so they travel
 * in its on-demand chunk and not in every page's main script.
 */
export default function toastsPlugin(
  _context: LoadContext,
  { durationMs, minWidthPx, maxWidthPx, position }: PluginOptions,
): Plugin {
  const settings: ToastSettings = { durationMs, minWidthPx, maxWidthPx, position };
  return {
    name: 'chitchatlabs-toasts',
    getThemePath: () => themePath,
    async contentLoaded({ actions }) {
      await actions.createData('settings.json', JSON.stringify(settings));
    },
  };
}
