import { createRequire } from 'node:module';

import type { SocialCardOptions } from './options';

/** What the card shows and how it looks. */
export type Card = Pick<SocialCardOptions, 'palette' | 'fonts'> & {
  lines: { title: string; kind: string; tagline: string; host: string };
  logoSvg: string;
};

/** The card's faces: the site's own fonts, from the same @fontsource packages. */
export const facesOf = ({ fonts, lines }: Card) =>
  [
    { family: fonts.heading, weight: 700, text: lines.title },
    { family: fonts.body, weight: 700, text: lines.kind },
    { family: fonts.body, weight: 400, text: `${lines.tagline}${lines.host}` },
  ] as const;

export const fontFile = (family: string, weight: number): string =>
  createRequire(import.meta.url).resolve(
    `@fontsource/${family.toLowerCase()}/files/${family.toLowerCase()}-latin-${weight}-normal.woff2`,
  );
