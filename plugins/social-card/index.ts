import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import type { BuildStep } from '../build-pipeline/step';
import { renderCard } from './card';

/** Where the card is in the build; themeConfig.image points every page's preview at it. */
export const socialCardPath = 'img/social-card.png';

/**
 * The picture link previews show (og:image, twitter:image): drawn from the brand
 * tokens, the site's fonts and its logo at every build (run by plugins/build-pipeline),
 * so it never goes missing or out of date.
 */
export const socialCardStep: BuildStep = async ({ siteDir, outDir }) => {
  const logo = await readFile(join(siteDir, 'static/img/logo-dark.svg'), 'utf8');
  const file = join(outDir, socialCardPath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await renderCard(logo));
};
