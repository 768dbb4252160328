/**
 * The site's own styles say "start" and "end" (margin-inline-start, inset-inline-end…)
 * wherever they mean the side a line of text starts or ends on, so that a right-to-left
 * language draws the page mirrored. A physical side (left, right) is kept only where the
 * list below says why it is meant. (Docusaurus also flips physical sides in a right-to-left
 * locale's build, with rtlcss: a side that must stay as written says `rtl:ignore`.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(__dirname, '../..');

/** A declaration that names a physical side: property or value. */
const physicalSide =
  /(?:^|[\s;{])((?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)(?:-\w+)?|border-(?:top|bottom)-(?:left|right)-radius|left|right|(?:float|clear|text-align)\s*:\s*(?:left|right))\s*:?/;

/**
 * A box shorthand whose four values give the right side (the second) and the left (the
 * fourth) different sizes, or a corner shorthand whose corners differ: `padding: 0 1rem 0 2rem`.
 */
function namesSidesByPosition(declaration: string): boolean {
  const shorthand =
    /^(?:margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color)\s*:\s*(.+)$/.exec(
      declaration,
    );
  if (shorthand) {
    const values = shorthand[1].replace(/\s*!important$/, '').split(/\s+/);
    return values.length === 4 && values[1] !== values[3];
  }
  const corners = /^border-radius\s*:\s*([^/]+)/.exec(declaration);
  const radii = corners?.[1].trim().split(/\s+/) ?? [];
  return new Set(radii).size > 1;
}

/** Physical sides that are meant, by file and declaration. */
const meantPhysical: ReadonlyArray<readonly [file: string, declaration: string, why: string]> = [
  ['src/components/VideoWalkthrough/styles.module.css', 'left: 50%', 'centred with translate'],
  [
    'src/components/VideoWalkthrough/styles.module.css',
    'margin-left: 0.2rem',
    'centres the play triangle by eye; it points right in both directions (rtl:ignore)',
  ],
  [
    'src/theme/CodeBlock/Buttons/CopyButton/styles.module.css',
    'left: 50%',
    'centred with translate',
  ],
];

function cssFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)));
}

/** Every declaration of the site's CSS that names a physical side, as `file: declaration`. */
function physicalDeclarations(): string[] {
  const found: string[] = [];
  for (const file of [...cssFiles('src'), ...cssFiles('plugins')]) {
    const css = readFileSync(join(repoRoot, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const line of css.split('\n')) {
      const declaration = line.trim().replace(/;$/, '');
      if (
        declaration.includes(':') &&
        (physicalSide.test(` ${declaration}`) || namesSidesByPosition(declaration))
      )
        found.push(`${file}: ${declaration}`);
    }
  }
  return found;
}

describe('the site CSS in a right-to-left language', () => {
  it('names a physical side only where the side is meant', () => {
    const meant = new Set(meantPhysical.map(([file, declaration]) => `${file}: ${declaration}`));
    expect(physicalDeclarations().filter((found) => !meant.has(found))).toEqual([]);
  });

  it('finds physical sides where a stylesheet names them', () => {
    const meant = meantPhysical.map(([file, declaration]) => `${file}: ${declaration}`);
    expect(physicalDeclarations()).toEqual(expect.arrayContaining(meant));
  });
});
