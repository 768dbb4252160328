/**
 * The theme files ejected from @docusaurus/theme-classic (src/theme/CodeBlock/index.tsx,
 * src/theme/Tabs/index.tsx) are copies with one change: no remount after hydration. When
 * an upgrade changes the upstream file they were copied from, this fails: copy it again
 * and drop the remount again (or delete the copy if upstream has dropped it).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const themeClassic = dirname(
  createRequire(import.meta.url).resolve('@docusaurus/theme-classic/package.json'),
);

/** sha256 of each upstream file as it was when it was copied (theme-classic 3.10.2). */
const copiedFrom = {
  'src/theme/CodeBlock/index.tsx':
    '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
  'src/theme/Tabs/index.tsx': '4346b7b003462cd328481ef3377e90ee131745ee17132666b863a50ac3e32ef8',
};

describe('theme files ejected to drop the remount after hydration', () => {
  for (const [file, sha256] of Object.entries(copiedFrom)) {
    it(`@docusaurus/theme-classic ${file} is still the file that was copied`, () => {
      const upstream = readFileSync(join(themeClassic, file));
      expect(createHash('sha256').update(upstream).digest('hex')).toBe(sha256);
    });

    it(`${file} still has the remount the copy drops`, () => {
      const upstream = readFileSync(join(themeClassic, file), 'utf8');
      expect(upstream).toContain('key={String(isBrowser)}');
      const copy = readFileSync(join(__dirname, '../..', file), 'utf8');
      expect(copy).not.toContain('key={String(isBrowser)}');
    });
  }
});
