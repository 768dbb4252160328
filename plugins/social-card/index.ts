import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import type { BuildStep } from '../build-steps/step';
import type { SocialCardOptions } from './options';

/** Where the card is in the build; themeConfig.image points every page's preview at it. */
export const socialCardPath = 'img/social-card.png';

/**
 * The picture link previews show (og:image, twitter:image): the site's title, tagline
 * and host in the brand's colours, fonts and logo, drawn at every build (run by
 * the build pipeline) so it never goes missing or out of date.
 */
export function socialCardStep(options: SocialCardOptions): BuildStep {
  const run: BuildStep['run'] = async ({
    siteDir,
    siteConfig: { title, tagline, url },
    outDir,
  }) => {
    const logo = await readFile(join(siteDir, options.logo), 'utf8');
    const file = join(outDir, socialCardPath);
    await mkdir(dirname(file), { recursive: true });
    const lines = { title, kind: options.kind, tagline, host: new URL(url).host };
    const { renderCard } = await import('./card');
    await writeFile(file, await renderCard({ ...options, lines, logoSvg: logo }));
  };
  return { name: 'social card', reads: [], writes: ['social card'], run };
}
