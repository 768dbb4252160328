/**
 * A build parses each doc once: Docusaurus's MDX loader hands the tree it parsed for the
 * bundle to the doc's Markdown copy (plugins/mdx-source/parsedTrees.ts), which is made
 * from it then and kept on disk for the copies step, byte for byte the copy a parse of the
 * source makes.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { Root } from 'mdast';
import type { PluggableList } from 'unified';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { docsRemarkPlugins } from '@site/plugins/mdx-source/docsRemarkPlugins';
import { parseMdxSource, readMdxPage } from '@site/plugins/mdx-source/parse';
import { awaitParsedTree, handOverParsedTree } from '@site/plugins/mdx-source/parsedTrees';
import remarkOpenApi from '@site/plugins/openapi/remark';
import type { PluginOptions } from '@site/plugins/llms/options';

import { docIds, docsContent, docsSiteContext } from './llms-docs-site';

vi.mock('@site/plugins/mdx-source/parse', async (original) => {
  const parse = await original<typeof import('@site/plugins/mdx-source/parse')>();
  return { ...parse, readMdxPage: vi.fn(parse.readMdxPage) };
});

const repoRoot = join(import.meta.dirname, '../..');

type LoaderContext = {
  _compiler: { name: 'client' };
  resource: string;
  resourcePath: string;
  getOptions: () => object;
  addDependency: () => void;
  async: () => (error: Error | null) => void;
};
/** The MDX loader the installed docs plugin runs, as it requires it. */
const mdxLoader = (
  createRequire(createRequire(import.meta.url).resolve('@docusaurus/plugin-content-docs'))(
    '@docusaurus/mdx-loader',
  ) as { default: (this: LoaderContext, source: string) => Promise<void> }
).default;

/** Docusaurus's MDX loader, as the docs plugin runs it with the site's Markdown settings. */
async function compileWithLoader(
  file: string,
  text: string,
  remarkPlugins: PluggableList,
): Promise<void> {
  const options = {
    siteDir: repoRoot,
    staticDirs: [],
    admonitions: true,
    beforeDefaultRemarkPlugins: [handOverParsedTree],
    remarkPlugins,
    markdownConfig: {
      format: 'mdx',
      mdx1Compat: { comments: true, admonitions: true, headingIds: true },
      anchors: { maintainCase: false },
      hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn' },
      emoji: true,
      mermaid: false,
      parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    },
  };
  await new Promise<void>((resolve, reject) => {
    const loaderContext: LoaderContext = {
      _compiler: { name: 'client' },
      resource: file,
      resourcePath: file,
      getOptions: () => options,
      addDependency: () => undefined,
      async: () => (error: Error | null) => (error ? reject(error) : resolve()),
    };
    // The loader reads only these of webpack's loader context.
    void mdxLoader.call(loaderContext, text);
  });
}

/** The tree the loader hands over for `file` when it compiles `text`. */
async function handedTree(file: string, text: string, remarkPlugins: PluggableList) {
  let handed: { tree: Root; parsedText: string } | undefined;
  awaitParsedTree(file, (tree, parsedText) => {
    handed = { tree, parsedText };
  });
  await compileWithLoader(file, text, remarkPlugins);
  return handed;
}

describe("the tree Docusaurus's MDX loader hands over", () => {
  const siteDocs = readdirSync(join(repoRoot, 'docs')).filter((name) => name.endsWith('.mdx'));

  it.each(siteDocs)('of docs/%s is the tree the copies parse from its source', async (name) => {
    const file = join(repoRoot, 'docs', name);
    const source = readFileSync(file, 'utf8');
    const handed = await handedTree(file, source, [remarkOpenApi]);
    // As the parser wrote it: MDX's own transforms (paragraphs of JSX unravelled) and
    // Docusaurus's (headings' ids, admonitions) change the tree the first remark plugin gets.
    expect(JSON.parse(JSON.stringify(handed?.tree))).toEqual(
      JSON.parse(JSON.stringify(parseMdxSource(source, [remarkOpenApi]))),
    );
  });

  it('is handed over once, and only for a file that asked for it', async () => {
    const file = join(repoRoot, 'docs', siteDocs[0] ?? '');
    const source = readFileSync(file, 'utf8');
    const taken: string[] = [];
    awaitParsedTree(file, (_tree, parsedText) => taken.push(parsedText));
    await compileWithLoader(file, source, []);
    await compileWithLoader(file, source, []);
    expect(taken).toHaveLength(1);
  });

  it('is not among the docs plugin remark plugins the copies parse with, from any copy of its module', async () => {
    vi.resetModules();
    const { handOverParsedTree: anotherCopy } =
      await import('@site/plugins/mdx-source/parsedTrees');
    expect(anotherCopy).not.toBe(handOverParsedTree);
    const siteConfig = {
      presets: [['classic', { docs: { beforeDefaultRemarkPlugins: [anotherCopy] } }]],
      plugins: [],
    };
    expect(docsRemarkPlugins(siteConfig)).toEqual([]);
  });
});

describe("a build's Markdown copies", () => {
  let siteDir: string;
  const nodeEnv = process.env.NODE_ENV;
  const docFile = (id: string) => join(siteDir, 'docs', `${id}.mdx`);
  const context = () => ({
    ...docsSiteContext(siteDir),
    siteConfig: {
      ...docsSiteContext(siteDir).siteConfig,
      markdown: { format: 'mdx', mdx1Compat: { comments: true } },
    },
  });
  const options: PluginOptions = { remarkPlugins: [], remarkInputs: [], files: [] };

  /** One build's copies in a new process, the loader compiling `compiled` (by doc id) in between. */
  async function build(compiled: Record<string, string> = {}) {
    vi.resetModules();
    const { makeCopiesFromParsedTrees } = await import('@site/plugins/llms/handedTrees');
    const { llmsFiles } = await import('@site/plugins/llms/files');
    const parsed = vi.mocked(readMdxPage);
    parsed.mockClear();
    const madeFromTrees = makeCopiesFromParsedTrees(docsContent(), context() as never, options);
    for (const [id, text] of Object.entries(compiled))
      await compileWithLoader(docFile(id), text, []);
    await madeFromTrees();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const files = await llmsFiles(docsContent(), context() as never, options);
      const warnings = warned.mock.calls.map(([line]) => String(line));
      return { files, warnings, parsedAgain: parsed.mock.calls.length };
    } finally {
      warned.mockRestore();
    }
  }
  const sources = () =>
    Object.fromEntries(docIds.map((id) => [id, readFileSync(docFile(id), 'utf8')]));

  beforeAll(() => {
    process.env.NODE_ENV = 'production';
    siteDir = mkdtempSync(join(tmpdir(), 'llms-parsed-trees-'));
    mkdirSync(join(siteDir, 'docs'));
    for (const id of docIds)
      writeFileSync(
        docFile(id),
        `---\ntitle: The ${id} page\n---\n\n# The ${id} page\n\n<div>\n  <div>Some text</div>\n  <br/>\n</div>\n\n<Note /> <Tip />\n\n:::tip Heads up\n\nText {Date.now()} here, see [onboarding](./onboarding.mdx).\n\n:::\n`,
      );
  });
  beforeEach(() => rmSync(join(siteDir, 'node_modules'), { recursive: true, force: true }));
  afterAll(() => {
    process.env.NODE_ENV = nodeEnv;
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('are made from the trees the loader parsed, the same bytes and warnings as from the sources', async () => {
    const fromSources = await build();
    expect(fromSources.parsedAgain).toBe(docIds.length);

    rmSync(join(siteDir, 'node_modules'), { recursive: true, force: true });
    const fromTrees = await build(sources());
    expect(fromTrees.parsedAgain).toBe(0);
    expect(fromTrees.files).toEqual(fromSources.files);
    expect(fromTrees.warnings).toEqual(fromSources.warnings);
    expect(fromTrees.warnings).toContainEqual(
      expect.stringContaining('the expression {Date.now()}'),
    );
  });

  it('are written once every tree is in, beside the rest of the bundling, before the step asks', async () => {
    vi.resetModules();
    const { default: llmsPlugin } = await import('@site/plugins/llms');
    const generatedFilesDir = join(siteDir, '.docusaurus');
    const plugin = llmsPlugin({ ...context(), generatedFilesDir } as never, options);
    await plugin.allContentLoaded?.({
      allContent: { 'docusaurus-plugin-content-docs': { default: docsContent() } },
      actions: {} as never,
    });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [id, text] of Object.entries(sources()))
      await compileWithLoader(docFile(id), text, []);
    await vi.waitFor(
      () => expect(existsSync(join(generatedFilesDir, 'chitchatlabs-llms', 'llms.txt'))).toBe(true),
      { timeout: 20_000 },
    );
    warned.mockRestore();
  });

  it('are made from the source when the loader parsed another text, or did not parse the page', async () => {
    const first = await build();
    rmSync(join(siteDir, 'node_modules'), { recursive: true, force: true });
    // The loader read the page before the writer's last save: the copy says what is saved.
    const [edited = '', notCompiled = ''] = docIds;
    const { files, parsedAgain } = await build({
      [edited]: `# An older ${edited} page\n`,
      ...Object.fromEntries(
        docIds.filter((id) => id !== edited && id !== notCompiled).map((id) => [id, sources()[id]]),
      ),
    });
    expect(parsedAgain).toBe(2);
    expect(files).toEqual(first.files);
  });
});
