/**
 * The Markdown copy of a page outside the docs is made from its built HTML; a build that
 * finds the page as the last build left it takes the copy made then.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { runBuildSteps } from '@site/plugins/build-steps/run';
import type { BuiltSite } from '@site/plugins/build-steps/step';
import { llmsFilesStep } from '@site/plugins/llms';

const page = (words: string): string =>
  `<html><body><main><h1>Home</h1><p>${words}</p></main></body></html>`;

describe("a page's Markdown copy made from its built HTML", () => {
  let siteDir: string;
  let site: BuiltSite;
  const generatedFilesDir = (): string => join(siteDir, '.docusaurus');
  const keptDir = (): string => join(siteDir, 'node_modules/.cache/chitchatlabs-site-page-copies');
  const build = (): Promise<void> =>
    runBuildSteps([llmsFilesStep({ generatedFilesDir: generatedFilesDir() })], site);
  const copy = (): string => readFileSync(join(site.outDir, 'index.md'), 'utf8');

  beforeEach(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'site-page-copies-'));
    // What the plugin writes once the docs are loaded: nothing, for this site.
    mkdirSync(join(generatedFilesDir(), 'chitchatlabs-llms'), { recursive: true });
    const outDir = join(siteDir, 'build');
    mkdirSync(outDir);
    writeFileSync(join(outDir, 'index.html'), page('Turning chats into tech.'));
    site = {
      outDir,
      siteDir,
      siteConfig: { baseUrl: '/', url: 'https://example.com' },
      plugins: [{ name: 'docusaurus-plugin-content-pages', content: [{ permalink: '/' }] }],
    } as unknown as BuiltSite;
  });

  afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

  it('is the copy the last build made of the same page, and made again of a changed one', async () => {
    await build();
    expect(copy()).toContain('Turning chats into tech.');
    // The kept copy is what the next build writes: it converts nothing.
    const [kept] = readdirSync(keptDir());
    writeFileSync(join(keptDir(), kept as string), '# Kept\n');
    await build();
    expect(copy()).toContain('# Kept');
    writeFileSync(join(site.outDir, 'index.html'), page('Chats, turned into tech.'));
    await build();
    expect(copy()).toContain('Chats, turned into tech.');
  });
});
