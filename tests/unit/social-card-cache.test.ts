import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { BuiltSite } from '@site/plugins/build-steps/step';
import * as card from '@site/plugins/social-card/card';
import { socialCardPath, socialCardStep } from '@site/plugins/social-card';
import type { BuiltPages } from '@site/plugins/build-steps/pages';

// Each drawing is counted: the cache is there to spare it.
vi.mock('@site/plugins/social-card/card', async (importOriginal) => {
  const actual = await importOriginal<typeof card>();
  return { ...actual, renderCard: vi.fn(actual.renderCard) };
});

const step = socialCardStep({
  kind: 'Developer documentation',
  palette: { background: '#101820', accent: '#f2aa4c', text: '#ffffff', secondaryText: '#c0c0c0' },
  fonts: { heading: 'Montserrat', body: 'Lato' },
  logo: 'logo.svg',
});

let siteDir: string;

async function build(title: string): Promise<Buffer> {
  const outDir = join(siteDir, 'build');
  rmSync(outDir, { recursive: true, force: true });
  const site = {
    siteDir,
    outDir,
    siteConfig: { title, tagline: 'Send messages', url: 'https://docs.example.com' },
  };
  await step.run(site as unknown as BuiltSite, {} as BuiltPages);
  return readFileSync(join(outDir, socialCardPath));
}

describe('the social card between builds', { timeout: 60_000 }, () => {
  beforeEach(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'social-card-'));
    mkdirSync(siteDir, { recursive: true });
    writeFileSync(
      join(siteDir, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
  });
  afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

  it('is drawn once while what it shows is the same, and again when the title changes', async () => {
    const first = await build('ChitChatLabs');
    expect(vi.mocked(card.renderCard)).toHaveBeenCalledTimes(1);
    expect(await build('ChitChatLabs')).toEqual(first);
    expect(vi.mocked(card.renderCard)).toHaveBeenCalledTimes(1);
    expect(await build('ChitChatLabs docs')).not.toEqual(first);
    expect(vi.mocked(card.renderCard)).toHaveBeenCalledTimes(2);
  });
});
