import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import subsetFont from 'subset-font';

import { facesOf, fontFile, type Card } from './faces';

/** The size link previews (Open Graph, X, WhatsApp, Slack) draw a large card at. */
export const cardSize = { width: 1200, height: 630 } as const;

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The card as SVG: the logo, the title and tagline on the palette's background. */
export function cardSvg({ palette: colors, fonts, lines, logoSvg }: Card): string {
  const { width, height } = cardSize;
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const text = (
    y: number,
    size: number,
    family: string,
    weight: number,
    fill: string,
    content: string,
  ): string =>
    `<text x="96" y="${y}" font-family="${family}" font-weight="${weight}" font-size="${size}" fill="${fill}">${escapeXml(content)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${colors.background}"/>
  <rect y="${height - 24}" width="${width}" height="24" fill="${colors.accent}"/>
  <image href="${logo}" x="${width - 96 - 240}" y="140" width="240" height="240"/>
  ${text(190, 44, fonts.body, 700, colors.accent, lines.kind)}
  ${text(300, 100, fonts.heading, 700, colors.text, lines.title)}
  ${text(380, 48, fonts.body, 400, colors.secondaryText, lines.tagline)}
  ${text(530, 32, fonts.body, 400, colors.text, lines.host)}
</svg>`;
}

/**
 * The card as PNG, drawn with resvg from the SVG above. resvg reads TrueType, not the
 * packages' WOFF2: each face is subset to the card's characters as TrueType first.
 */
export async function renderCard(card: Card): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'social-card-'));
  try {
    const fontFiles = await Promise.all(
      facesOf(card).map(async ({ family, weight, text }, index) => {
        const ttf = await subsetFont(await readFile(fontFile(family, weight)), text, {
          targetFormat: 'truetype',
        });
        const file = join(dir, `${index}.ttf`);
        await writeFile(file, ttf);
        return file;
      }),
    );
    const svg = cardSvg(card);
    const resvg = new Resvg(svg, {
      font: { loadSystemFonts: false, fontFiles, defaultFontFamily: card.fonts.body },
      fitTo: { mode: 'original' },
    });
    return resvg.render().asPng();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
