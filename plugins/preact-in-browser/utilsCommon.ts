/**
 * `@docusaurus/utils-common` as the browser bundle gets it: the same exports, read from
 * the package's own files. Its index is CommonJS compiled with tslib's helpers and
 * `require`s tslib for one of them (`__importDefault`); a CommonJS `require` of an ES
 * module keeps every export of it, so every page's main script carried all of tslib
 * (3.6 KiB gzip) for that one helper. `tests/unit/utils-common-in-browser.test.ts` checks
 * that this module exports what the package's index does.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {
  addPrefix,
  removeSuffix,
  addSuffix,
  removePrefix,
} from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';

// The blog's post container id, as the index defines it (not in a file of its own).
export const blogPostContainerID = '__blog-post-container';
