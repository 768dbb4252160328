/**
 * Every page's main script holds the search button, and of search's sentences only its
 * name: the dialog's and the search page's come with the dialog's chunk
 * (plugins/search/theme/SearchBar/label.ts). Checked on the production build in build/.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { searchLabel } from '../../plugins/search/theme/SearchBar/label';
import { searchStrings } from '../../plugins/search/theme/SearchDialog/strings';
import { buildDir, productionBuild } from './production-build';

describe('search’s sentences in every page’s main script', () => {
  beforeAll(productionBuild);

  const main = (): string => {
    const jsDir = join(buildDir, 'assets/js');
    const file = readdirSync(jsDir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
    if (!file) throw new Error('The build has no main script');
    return readFileSync(join(jsDir, file), 'utf8');
  };

  it('are the search button’s name alone', () => {
    const script = main();
    expect(script).toContain(searchLabel());
    // The dialog's sentences that take no words of the reader's, as the build writes them.
    const sentences = Object.entries(searchStrings).filter(
      ([name, sentence]) => name !== 'label' && sentence.length === 0,
    );
    expect(sentences.length).toBeGreaterThan(5);
    for (const [name, sentence] of sentences) {
      const message = (sentence as () => string)();
      expect(script.includes(message), `${name}: “${message}”`).toBe(false);
    }
  });
});
