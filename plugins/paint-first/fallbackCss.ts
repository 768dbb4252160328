import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

import { fallbackFaceRule, fallbackMetrics } from './fallbackFaces';

/**
 * The local fonts a brand face falls back to, by weight: Arial and its metric twins
 * (the same advance widths and heights), which Windows, macOS and most Linux desktops
 * have. They are measured from Arimo's files.
 */
const localFallbacks = {
  400: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'],
  700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Arimo Bold'],
} as const;

const resolve = createRequire(import.meta.url).resolve;

const arimo = (weight: keyof typeof localFallbacks): Font =>
  create(
    readFileSync(resolve(`@fontsource/arimo/files/arimo-latin-${weight}-normal.woff2`)),
  ) as Font;

const faceRule = /@font-face\s*\{([^}]*)\}/g;

/** What an @font-face rule declares: its family, weight and file. */
function declaredFace(body: string): { family: string; weight: number; url: string } | null {
  const family = /font-family:\s*(["']?)([^;"']+)\1/.exec(body)?.[2];
  const weight = Number(/font-weight:\s*(\d+)/.exec(body)?.[1] ?? 400);
  const url = /url\(\s*["']?([^"')]+)/.exec(body)?.[1];
  return family && url ? { family, weight, url } : null;
}

/**
 * "<family> fallback" faces for the self-hosted faces `css` declares (`files` gives
 * each one's bytes by URL): a local font sized from the two fonts' files to set `text`,
 * the text the pages draw, as wide as the brand face does, with its line metrics.
 */
export function fallbackFacesCss(
  css: string,
  files: ReadonlyMap<string, Buffer>,
  text: string,
): string {
  return [...css.matchAll(faceRule)]
    .map((match) => declaredFace(match[1]))
    .flatMap((face) => {
      const bytes = face && files.get(face.url);
      if (!face || !bytes) return [];
      const weight = face.weight >= 600 ? 700 : 400;
      const metrics = fallbackMetrics(create(bytes) as Font, arimo(weight), text);
      return [
        fallbackFaceRule(`${face.family} fallback`, face.weight, localFallbacks[weight], metrics),
      ];
    })
    .join('');
}
