/**
 * The fallback faces the font stacks name after each brand font (src/tokens.ts): Arial
 * or one of its metric twins, sized like the brand face (measured against Lato and
 * Montserrat). They are local, so they are there for the first paint; a brand font that
 * arrives after it (src/css/fonts.css) barely moves text.
 */
import { fallbackFamily, fontWeights, fonts } from '../tokens';

type Role = keyof typeof fontWeights;
type Weight = (typeof fontWeights)[Role][number];
type Metrics = { sizeAdjust: string; ascent: string; descent: string };

/** One entry for each weight a brand font has. */
const metrics: { [R in Role]: Record<(typeof fontWeights)[R][number], Metrics> } = {
  body: {
    400: { sizeAdjust: '97.7%', ascent: '101.4%', descent: '21.5%' },
    700: { sizeAdjust: '94.2%', ascent: '105.1%', descent: '22.3%' },
  },
  heading: {
    700: { sizeAdjust: '108.6%', ascent: '89.3%', descent: '23%' },
  },
};

/** Arial and its metric twins, by the names local() finds them under. */
const arial: Record<Weight, readonly string[]> = {
  400: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'],
  700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Arimo Bold'],
};

function fontFace(role: Role, weight: Weight, { sizeAdjust, ascent, descent }: Metrics): string {
  const descriptors = {
    'font-family': `'${fallbackFamily(fonts[role])}'`,
    'font-weight': weight,
    src: arial[weight].map((name) => `local('${name}')`).join(','),
    'size-adjust': sizeAdjust,
    'ascent-override': ascent,
    'descent-override': descent,
    'line-gap-override': '0%',
  };
  const body = Object.entries(descriptors).map(([name, value]) => `${name}:${value}`);
  return `@font-face{${body.join(';')}}`;
}

/** The fallback faces as CSS, for the brand stylesheet in the page head. */
export function fallbackFontFaces(): string {
  return (Object.keys(metrics) as Role[])
    .flatMap((role) =>
      Object.entries(metrics[role]).map(([weight, face]) =>
        fontFace(role, Number(weight) as Weight, face),
      ),
    )
    .join('');
}
