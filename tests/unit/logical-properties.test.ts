/**
 * The site's own styles say "start" and "end" (margin-inline-start, inset-inline-end…)
 * wherever they mean the side a line of text starts or ends on, so that a right-to-left
 * language draws the page mirrored. A physical side (left, right) is kept only where the
 * list below says why it is meant.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(__dirname, '../..');

/** A declaration that names a physical side: property or value. */
const physicalSide =
  /(?:^|[\s;{])((?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)(?:-\w+)?|border-(?:top|bottom)-(?:left|right)-radius|left|right|(?:float|clear|text-align)\s*:\s*(?:left|right))\s*:?/;

/** Physical sides that are meant, by file and declaration. */
const meantPhysical: ReadonlyArray<readonly [file: string, declaration: string, why: string]> = [
  ['src/components/VideoWalkthrough/styles.module.css', 'left: 50%', 'centred with translate'],
  [
    'src/components/VideoWalkthrough/styles.module.css',
    'margin-left: 0.2rem',
    'centres the play triangle by eye; it points right in both directions',
  ],
  [
    'src/theme/CodeBlock/Buttons/CopyButton/styles.module.css',
    'left: 50%',
    'centred with translate',
  ],
  [
    'plugins/search/theme/SearchBar/styles.module.css',
    'text-align: left',
    'not yet logical: the search button aligns its label left on a right-to-left page too',
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
      if (declaration.includes(':') && physicalSide.test(` ${declaration}`))
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
