/** Writes a grown site (tools/generate-pages.ts): `--pages N --out <folder>`. */
import { parseArgs } from 'node:util';

import { generateGrownSite } from '../tools/generate-pages';

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '1000' }, out: { type: 'string' } },
});
if (!values.out) throw new Error('usage: scripts/generate-pages.ts --pages N --out <folder>');
console.info(generateGrownSite(values.out, Number(values.pages)));
