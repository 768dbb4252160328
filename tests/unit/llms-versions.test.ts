/**
 * The Markdown copies and llms.txt of a docs site with two versions, in the default
 * locale and in a second one (whose build has its own base URL and output folder).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext } from '@docusaurus/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { llmsFiles, type PublishedFile } from '@site/plugins/llms/files';

let siteDir: string;

const doc = (versionPath: string, folder: string, id: string, title: string) => {
  writeFileSync(join(siteDir, folder, `${id}.md`), `# ${title}\n\n${title} of ${folder}.\n`);
  return {
    id,
    title,
    description: `About ${title}.`,
    unlisted: false,
    source: `@site/${folder}/${id}.md`,
    permalink: `${versionPath}/${id}`,
  };
};

/** The docs plugin's content: the current version ("Next", at the base URL) and 1.0. */
function content(baseUrl: string, folders: { current: string; old: string }): LoadedContent {
  const root = baseUrl.replace(/\/$/, '');
  const version = (name: string, label: string, path: string, folder: string) => ({
    versionName: name,
    label,
    path,
    isLast: name === 'current',
    docs: [doc(path, folder, 'introduction', `Introduction ${label}`)],
    sidebars: { main: [{ type: 'doc', id: 'introduction' }] },
  });
  return {
    loadedVersions: [
      version('current', 'Next', root, folders.current),
      version('1.0', '1.0', `${root}/1.0`, folders.old),
    ],
  } as unknown as LoadedContent;
}

const context = (baseUrl: string) =>
  ({
    siteDir,
    siteConfig: {
      title: 'Docs',
      tagline: 'Tagline',
      url: 'https://docs.example',
      baseUrl,
      themeConfig: {},
      presets: [],
      plugins: [],
    },
  }) as unknown as Pick<LoadContext, 'siteDir' | 'siteConfig'>;

/** The files published for a locale at `baseUrl` whose versions' sources are in `folders`, by path. */
async function publishedFiles(
  baseUrl: string,
  folders: { current: string; old: string },
): Promise<Map<string, string>> {
  const files: PublishedFile[] = await llmsFiles(content(baseUrl, folders), context(baseUrl), {
    remarkPlugins: [],
    files: [],
  });
  return new Map(files.map(({ file, text }) => [file, text]));
}

const defaultLocale = { current: 'docs', old: 'versioned_docs/version-1.0' };

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'llms-versions-'));
  for (const folder of [
    'docs',
    'versioned_docs/version-1.0',
    'i18n/ar/current',
    'i18n/ar/version-1.0',
  ])
    mkdirSync(join(siteDir, folder), { recursive: true });
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('llms files of a site with two versions', () => {
  it('publishes each version’s pages as Markdown, the older under its own path', async () => {
    const files = await publishedFiles('/', defaultLocale);
    expect(files.get('introduction.md')).toContain('Introduction Next of docs.');
    expect(files.get('1.0/introduction.md')).toContain(
      'Introduction 1.0 of versioned_docs/version-1.0.',
    );
  });

  it('gives the current version llms.txt at the root, naming the older version’s files', async () => {
    const files = await publishedFiles('/', defaultLocale);
    const index = files.get('llms.txt') ?? '';
    expect(index).toContain('- [Introduction Next](https://docs.example/introduction.md)');
    expect(index).not.toContain('https://docs.example/1.0/introduction.md');
    expect(index).toContain(
      '## Other versions\n\n- [Version 1.0](https://docs.example/1.0/llms.txt): its pages; all of them in one file: https://docs.example/1.0/llms-full.txt\n',
    );
    expect(files.get('1.0/llms.txt')).toContain(
      '- [Introduction 1.0](https://docs.example/1.0/introduction.md)',
    );
    expect(files.get('1.0/llms-full.txt')).toContain('Introduction 1.0 of versioned_docs');
    expect(files.get('llms-full.txt')).not.toContain('Introduction 1.0');
  });

  it('writes a second locale’s files under its own build folder, linking its own URLs', async () => {
    const files = await publishedFiles('/ar/', {
      current: 'i18n/ar/current',
      old: 'i18n/ar/version-1.0',
    });
    expect([...files.keys()].sort()).toEqual([
      '1.0/introduction.md',
      '1.0/llms-full.txt',
      '1.0/llms.txt',
      'introduction.md',
      'llms-full.txt',
      'llms.txt',
    ]);
    expect(files.get('llms.txt')).toContain('https://docs.example/ar/introduction.md');
    expect(files.get('llms.txt')).toContain('https://docs.example/ar/1.0/llms.txt');
    expect(files.get('1.0/introduction.md')).toContain('of i18n/ar/version-1.0.');
  });
});
