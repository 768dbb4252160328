/**
 * tslib as `@docusaurus/utils-common`'s index gets it in the browser: the one helper it
 * calls. Its index is CommonJS compiled by TypeScript and `require`s tslib for
 * `__importDefault`; Rspack keeps every export of a module that CommonJS `require`s, so
 * the whole of tslib (3.6 KiB gzip) was in every page's main script. Of this module, all
 * it keeps is this helper. `tests/unit/tslib-in-browser.test.ts` fails when the index
 * calls any other.
 */
export { __importDefault } from 'tslib';
