/**
 * The one specified constant of the site configuration that no page shows a reader:
 * the doc pages have no h4, so the table of contents test in the browser cannot see
 * a wider heading range. The other settings are tested where a reader meets them
 * (tests/e2e) or by building a fixture site (tests/unit/build-rules.test.ts).
 */
import { expect, test } from 'vitest';
import type { ThemeConfig } from '@docusaurus/preset-classic';

import config from '../../docusaurus.config';

test('the table of contents shows heading levels 2 to 3', () => {
  const { tableOfContents } = config.themeConfig as ThemeConfig;
  expect(tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
});
