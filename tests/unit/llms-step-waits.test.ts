/**
 * Docusaurus loads each plugin's modules afresh (jiti, without Node's require cache), so
 * the build pipeline's import of the llms plugin is another copy of it than the plugin
 * Docusaurus runs. The copies step must still wait for the copies the plugin is making,
 * and fail the build when they could not be made.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import type { BuildStep } from '@site/plugins/build-steps/step';
import type { BuiltPages } from '@site/plugins/build-steps/pages';

let siteDir: string;
const nodeEnv = process.env.NODE_ENV;

beforeAll(() => {
  process.env.NODE_ENV = 'production';
  siteDir = mkdtempSync(join(tmpdir(), 'llms-step-'));
});
afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
  rmSync(siteDir, { recursive: true, force: true });
});

it('fails the build when the copies could not be made, whichever copy of the plugin runs', async () => {
  const generatedFilesDir = join(siteDir, '.docusaurus');
  // Docusaurus makes each plugin a folder of the generated files.
  mkdirSync(join(generatedFilesDir, 'chitchatlabs-llms', 'default'), { recursive: true });
  const context = {
    siteDir,
    generatedFilesDir,
    siteConfig: { url: 'https://docs.example', baseUrl: '/', presets: [], plugins: [] },
  } as unknown as LoadContext;

  vi.resetModules();
  const { default: llmsPlugin } = await import('@site/plugins/llms');
  const plugin: Plugin = llmsPlugin(context, { remarkPlugins: [], files: [] });
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // No docs to publish: making the copies fails.
  await plugin.allContentLoaded?.({ allContent: {}, actions: {} as never });

  vi.resetModules();
  const { llmsFilesStep } = await import('@site/plugins/llms');
  const step: BuildStep = llmsFilesStep(context);
  const site = { outDir: join(siteDir, 'build'), plugins: [], siteConfig: context.siteConfig };
  await expect(
    step.run(site as unknown as Parameters<BuildStep['run']>[0], {} as BuiltPages),
  ).rejects.toThrow('no content to publish');
  errors.mockRestore();
});
