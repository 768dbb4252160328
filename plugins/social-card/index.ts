import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { contentHash } from '../build-steps/assets';
import { contentCache, installedVersion } from '../build-steps/cache';
import type { BuildStep } from '../build-steps/step';
import { facesOf, fontFile, type Card } from './faces';
import type { SocialCardOptions } from './options';

/** Where the card is in the build; themeConfig.image points every page's preview at it. */
export const socialCardPath = 'img/social-card.png';

/**
 * What names the card's bytes: what it shows, its fonts' files, the drawing code and the
 * versions of the libraries that subset and draw. A build that changes none of these
 * writes the card an earlier build drew, without loading resvg and HarfBuzz.
 */
function cardKey(card: Card): string {
  const code = ['./card.ts', './faces.ts'].map((file) =>
    readFileSync(fileURLToPath(new URL(file, import.meta.url))),
  );
  const fonts = facesOf(card).map(({ family, weight }) => readFileSync(fontFile(family, weight)));
  const subsetter = createRequire(import.meta.url).resolve('subset-font');
  const versions = [
    installedVersion('@resvg/resvg-js', import.meta.url),
    installedVersion('subset-font', import.meta.url),
    installedVersion('harfbuzzjs', subsetter),
  ];
  return contentHash(
    Buffer.concat([Buffer.from(JSON.stringify([card, versions])), ...code, ...fonts]),
    64,
  );
}

/**
 * The picture link previews show (og:image, twitter:image): the site's title, tagline
 * and host in the brand's colours, fonts and logo, made by every build (run by the
 * build pipeline) so it never goes missing or out of date.
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
    const card: Card = { palette: options.palette, fonts: options.fonts, lines, logoSvg: logo };
    const draw = async (): Promise<Buffer> => (await import('./card')).renderCard(card);
    const kept = contentCache({ siteDir }, 'chitchatlabs-social-cards');
    await writeFile(file, kept ? await kept.through(cardKey(card), draw) : await draw());
    await kept?.prune();
  };
  return { name: 'social card', reads: [], writes: ['social card'], run };
}
