/**
 * Stands in for theme-classic's prism-include-languages: runs each grammar of
 * themeConfig.prism.additionalLanguages against the Prism it is given, as the theme's
 * module does with the generated site config.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import config from '../../../../docusaurus.config';

const require = createRequire(import.meta.url);

export default function prismIncludeLanguages(prism: object): void {
  for (const name of config.themeConfig.prism.additionalLanguages) {
    const source = readFileSync(require.resolve(`prismjs/components/prism-${name}.js`), 'utf8');
    new Function('Prism', source)(prism);
  }
}
