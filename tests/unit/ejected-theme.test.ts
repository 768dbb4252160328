/**
 * Each theme file ejected from @docusaurus/theme-classic is a copy with one change:
 * LastUpdated writes its date without Intl; Logo and Footer/Logo draw the logo inline
 * instead of as a ThemedImage. When an upgrade changes the upstream file a copy was made
 * from, this fails: copy it again and make the change again (or delete the copy if
 * upstream has made it).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const themeClassic = dirname(
  createRequire(import.meta.url).resolve('@docusaurus/theme-classic/package.json'),
);

/**
 * sha256 of the upstream file as it was when it was copied (theme-classic 3.10.2), and
 * the code the copy drops.
 */
const copiedFrom = {
  'src/theme/LastUpdated/index.tsx': {
    sha256: '53ab70761b412f831312428568d9fb5db6b748d97ae714724c7d372c1b4a9f7b',
    drops: 'useDateTimeFormat',
  },
  'src/theme/Logo/index.tsx': {
    sha256: '57c3bb938907055312f44b5baa4f561f4e3ae0e8f48dd04c4f805fddaf1cda12',
    drops: '@theme/ThemedImage',
  },
  'src/theme/Footer/Logo/index.tsx': {
    sha256: 'de6fb8fab3efab3d5aec0fbcdf1e7963410b45b8f203da349db57c9ccc03a9f5',
    drops: '@theme/ThemedImage',
  },
};

describe('theme files ejected to change one thing', () => {
  for (const [file, { sha256, drops }] of Object.entries(copiedFrom)) {
    it(`@docusaurus/theme-classic ${file} is still the file that was copied`, () => {
      const upstream = readFileSync(join(themeClassic, file));
      expect(createHash('sha256').update(upstream).digest('hex')).toBe(sha256);
    });

    it(`${file} still drops ${drops}, which upstream has`, () => {
      const upstream = readFileSync(join(themeClassic, file), 'utf8');
      expect(upstream).toContain(drops);
      const copy = readFileSync(join(__dirname, '../..', file), 'utf8');
      expect(copy).not.toContain(drops);
    });
  }
});
