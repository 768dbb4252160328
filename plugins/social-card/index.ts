import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { renderCard } from './card';
import type { PluginOptions } from './options';

export { validateOptions } from './options';

/** Where the card is in the build; themeConfig.image points every page's preview at it. */
export const socialCardPath = 'img/social-card.png';

/**
 * The picture link previews show (og:image, twitter:image): the site's title, tagline
 * and host in the brand's colours, fonts and logo, drawn at every build so it never
 * goes missing or out of date.
 */
export default function socialCardPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const { title, tagline, url } = context.siteConfig;
  return {
    name: 'chitchatlabs-social-card',
    async postBuild({ outDir }) {
      const logo = await readFile(join(context.siteDir, options.logo), 'utf8');
      const file = join(outDir, socialCardPath);
      await mkdir(dirname(file), { recursive: true });
      const lines = { title, kind: options.kind, tagline, host: new URL(url).host };
      await writeFile(file, await renderCard({ ...options, lines, logoSvg: logo }));
    },
  };
}
