/**
 * The small site whose one page uses every Markdown feature
 * (tests/fixtures/markdown-features), on E2E_PORT + 21.
 */
import { fixtureSite } from './fixture-site';

const markdownFeatures = fixtureSite('tests/fixtures/markdown-features', 21, '/features');

export const markdownFeaturesURL = markdownFeatures.url;
export const markdownFeaturesServer = markdownFeatures.server;
