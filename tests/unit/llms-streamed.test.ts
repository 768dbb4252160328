/**
 * The Markdown copies, llms.txt and llms-full.txt of a large docs site are written as its
 * docs are converted, a few at a time: the build never holds every page's Markdown.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext } from '@docusaurus/types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { fullFilesInOrder, type PublishedPart } from '@site/plugins/llms/fullFiles';
import type { PluginOptions } from '@site/plugins/llms/options';

const sections = ['Messages', 'Templates', 'Contacts', 'Billing', 'Webhooks'];
const docsPerSection = 8;
const ids = sections.flatMap((section) =>
  Array.from({ length: docsPerSection }, (_, n) => `${section.toLowerCase()}-${n}`),
);
// Long enough that llms.txt would pass what agents read: it is split by section.
const description = 'What this page explains, at length. '.repeat(40);

let siteDir: string;
const nodeEnv = process.env.NODE_ENV;
const options: PluginOptions = { remarkPlugins: [], remarkInputs: [], files: [] };

/** The docs plugin's content: one version under the locale's base URL `/ar/`, a category per section. */
const content = (): LoadedContent =>
  ({
    loadedVersions: [
      {
        versionName: 'current',
        label: 'Next',
        path: '/ar',
        isLast: true,
        docs: ids.map((id) => ({
          id,
          title: `The ${id} page`,
          description,
          unlisted: false,
          source: `@site/docs/${id}.md`,
          permalink: `/ar/${id}`,
          frontMatter: {},
        })),
        sidebars: {
          // The last section's category lists its docs last to first.
          main: [
            ...sections.map((label, index) => {
              const items = ids
                .filter((id) => id.startsWith(label.toLowerCase()))
                .map((id) => ({ type: 'doc', id }));
              return {
                type: 'category',
                label,
                items: index === sections.length - 1 ? items.reverse() : items,
              };
            }),
          ],
        },
      },
    ],
  }) as unknown as LoadedContent;

const context = () =>
  ({
    siteDir,
    siteConfig: {
      title: 'Docs',
      tagline: 'Tagline',
      url: 'https://docs.example',
      baseUrl: '/ar/',
      themeConfig: {},
      presets: [],
      plugins: [],
    },
  }) as unknown as Pick<LoadContext, 'siteDir' | 'siteConfig'>;

const keptCopies = (): number =>
  readdirSync(join(siteDir, 'node_modules/.cache/chitchatlabs-markdown-copies')).filter(
    (name) => !name.startsWith('.'),
  ).length;

beforeAll(() => {
  process.env.NODE_ENV = 'production';
  siteDir = mkdtempSync(join(tmpdir(), 'llms-streamed-'));
  mkdirSync(join(siteDir, 'docs'));
  for (const id of ids)
    writeFileSync(join(siteDir, 'docs', `${id}.md`), `# The ${id} page\n\nAll about ${id}.\n`);
});

afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
  rmSync(siteDir, { recursive: true, force: true });
});

describe("a large site's llms files", () => {
  it("give the first doc's copy before the last docs are converted", async () => {
    vi.resetModules();
    const { llmsFileParts } = await import('@site/plugins/llms/files');
    const parts = llmsFileParts(content(), context(), options);
    const first = await parts.next();
    expect(first.value).toMatchObject({ file: 'messages-0.md' });
    // Each doc converted is kept on disk as it is made: fewer than half were.
    expect(keptCopies()).toBeGreaterThan(0);
    expect(keptCopies()).toBeLessThan(ids.length / 2);
    await parts.return(undefined);
  });

  it('are written part by part as the whole files are, split by section under the locale', async () => {
    vi.resetModules();
    const { llmsFileParts, llmsFiles, writeLlmsFiles } = await import('@site/plugins/llms/files');
    const out = join(siteDir, 'published');
    await writeLlmsFiles(llmsFileParts(content(), context(), options), out);
    const whole = await llmsFiles(content(), context(), options);
    for (const { file, text } of whole) expect(readFileSync(join(out, file), 'utf8')).toBe(text);
    const written = (file: string): string => readFileSync(join(out, file), 'utf8');

    expect(written('llms.txt')).toContain(
      '- [Webhooks](https://docs.example/ar/llms/webhooks.txt): 8 pages',
    );
    expect(written('llms-full.txt')).toContain(
      '- Webhooks: https://docs.example/ar/llms-full/webhooks.txt',
    );
    // Each section's pages in full, in the section's own order.
    const sources = (file: string): string[] =>
      [...written(file).matchAll(/^Source: (.+)$/gm)].map((match) => match[1] ?? '');
    expect(sources('llms-full/messages.txt')).toEqual(
      ids.filter((id) => id.startsWith('messages')).map((id) => `https://docs.example/ar/${id}`),
    );
    expect(sources('llms-full/webhooks.txt')).toEqual(
      ids
        .filter((id) => id.startsWith('webhooks'))
        .reverse()
        .map((id) => `https://docs.example/ar/${id}`),
    );
    expect(written('messages-3.md')).toContain('All about messages-3.');
  });
});

describe('the writer of the parts', () => {
  it('writes a file of many large parts whole and in order, and a file begun twice as its last text', async () => {
    vi.resetModules();
    const { writeLlmsFiles } = await import('@site/plugins/llms/files');
    const out = join(siteDir, 'parts');
    const big = (letter: string): string => letter.repeat(40 * 1024);
    async function* parts(): AsyncGenerator<PublishedPart> {
      yield { file: 'full/a.txt', text: big('a'), more: true };
      yield { file: 'twice.md', text: 'first' };
      yield { file: 'full/a.txt', text: big('b'), append: true, more: true };
      yield { file: 'full/a.txt', text: big('c'), append: true, more: true };
      yield { file: 'twice.md', text: 'second' };
      yield { file: 'full/a.txt', text: 'end', append: true };
    }
    await writeLlmsFiles(parts(), out);
    expect(readFileSync(join(out, 'full/a.txt'), 'utf8')).toBe(
      `${big('a')}${big('b')}${big('c')}end`,
    );
    expect(readFileSync(join(out, 'twice.md'), 'utf8')).toBe('second');
  });
});

describe('llms-full files written as their docs come', () => {
  const files = () =>
    fullFilesInOrder([
      { file: 'in-order.txt', ids: ['a', 'b'], end: '' },
      { file: 'reversed.txt', ids: ['b', 'a'], end: 'The end.\n' },
      { file: 'empty.txt', ids: [], end: 'Nothing here.\n' },
    ]);

  it('write a doc at once to a file that has every doc before it, hold it for the others, and end each file after its last doc', () => {
    const full = files();
    expect([...full.arrive('a', 'https://docs.example/a', '# A\n\nAbout a.\n')]).toEqual([
      {
        file: 'in-order.txt',
        text: '# A\n\nSource: https://docs.example/a\n\nAbout a.\n',
        more: true,
      },
    ]);
    expect([...full.arrive('b', 'https://docs.example/b', '# B\n\nAbout b.\n')]).toEqual([
      {
        file: 'in-order.txt',
        text: '\n---\n\n# B\n\nSource: https://docs.example/b\n\nAbout b.\n',
        append: true,
        more: true,
      },
      { file: 'in-order.txt', text: '', append: true },
      {
        file: 'reversed.txt',
        text: '# B\n\nSource: https://docs.example/b\n\nAbout b.\n',
        more: true,
      },
      {
        file: 'reversed.txt',
        text: '\n---\n\n# A\n\nSource: https://docs.example/a\n\nAbout a.\n',
        append: true,
        more: true,
      },
      { file: 'reversed.txt', text: 'The end.\n', append: true },
    ]);
    expect([...full.end()]).toEqual([{ file: 'empty.txt', text: 'Nothing here.\n' }]);
  });

  it('fail at the end when a doc a file lists never came', () => {
    const full = files();
    expect([...full.arrive('a', 'https://docs.example/a', '# A\n')]).toHaveLength(1);
    expect(() => [...full.end()]).toThrow(/in-order\.txt is waiting for the doc b/);
  });
});
