import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

import { runBuildSteps } from '@site/plugins/build-steps/run';
import type { BuiltSite } from '@site/plugins/build-steps/step';
import * as document from '@site/plugins/openapi/document';
import { openapiDownloads, openapiDownloadsStep } from '@site/plugins/openapi';

// Each read of the description through Redocly's parser is counted: the cache is there to spare it.
vi.mock('@site/plugins/openapi/document', async (importOriginal) => {
  const actual = await importOriginal<typeof document>();
  return { ...actual, loadOpenApi: vi.fn(actual.loadOpenApi) };
});

describe('the OpenAPI downloads between builds', { timeout: 120_000 }, () => {
  it('parse the unchanged description once, and publish the same JSON again', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'openapi-json-'));
    const outDir = join(siteDir, 'build');
    mkdirSync(outDir);
    const json = join(outDir, openapiDownloads.json.slice(1));
    const build = async (): Promise<string> => {
      await runBuildSteps([openapiDownloadsStep], { outDir, siteDir } as BuiltSite);
      return readFileSync(json, 'utf8');
    };
    try {
      const first = await build();
      expect(vi.mocked(document.loadOpenApi)).toHaveBeenCalledTimes(1);
      expect(JSON.parse(first)).toEqual((await document.loadOpenApi()).parsed);
      vi.mocked(document.loadOpenApi).mockClear();
      expect(await build()).toBe(first);
      expect(vi.mocked(document.loadOpenApi)).not.toHaveBeenCalled();
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
