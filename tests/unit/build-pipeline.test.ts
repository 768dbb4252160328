import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { siteBuildSteps } from '@site/plugins/build-pipeline/steps';
import type { PluginOptions } from '@site/plugins/build-pipeline/options';
import { firstStylesheetLinkAt, relinkPages } from '@site/plugins/build-steps/assets';
import { checkStepOrder } from '@site/plugins/build-steps/order';
import type { PageBytes } from '@site/plugins/build-steps/pageBytes';
import { builtPages } from '@site/plugins/build-steps/pages';
import { runBuildSteps } from '@site/plugins/build-steps/run';
import type { BuildStep, BuiltSite } from '@site/plugins/build-steps/step';

let outDir: string;
const run = (steps: readonly BuildStep[]): Promise<void> =>
  runBuildSteps(steps, { outDir } as BuiltSite);
const page = (): string => readFileSync(join(outDir, 'page.html'), 'utf8');

beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'build-pipeline-'));
  writeFileSync(join(outDir, 'page.html'), 'page');
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

/** A step that rewrites the pages: appends its name to each, where the pipeline holds them. */
const rewriteStep = (name: string): BuildStep => ({
  name,
  reads: ['pages'],
  writes: ['pages'],
  run: async (_site, pages) => {
    pages.rewrite((html) => `${html} ${name}` as PageBytes);
  },
});

/** A step that writes a file of its own: the page's text as it is on disk, read after a pause. */
const copyStep = (name: string, reads: BuildStep['reads'] = ['pages']): BuildStep => ({
  name,
  reads,
  writes: ['search indexes'],
  run: async ({ outDir: dir }) => {
    const text = await readFile(join(dir, 'page.html'), 'utf8');
    await new Promise((resolve) => setImmediate(resolve));
    await writeFile(join(dir, `${name}.txt`), text);
  },
});

const quietly = async (work: () => Promise<void>): Promise<string[]> => {
  const printed = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  try {
    await work();
    return printed.mock.calls.map(([line]) => String(line));
  } finally {
    printed.mockRestore();
  }
};

describe('the build pipeline', () => {
  it('gives each page-rewriting step the pages as the one before left them, and writes them once', async () => {
    await quietly(() => run([rewriteStep('first'), rewriteStep('second'), copyStep('index')]));
    expect(page()).toBe('page first second');
    expect(readFileSync(join(outDir, 'index.txt'), 'utf8'), 'a later step reads them on disk').toBe(
      'page first second',
    );
  });

  it('names the step that failed, and runs none after it, leaving the pages as they were', async () => {
    const failing: BuildStep = {
      name: 'fonts',
      reads: ['pages'],
      writes: ['pages'],
      run: () => Promise.reject(new Error('no fonts')),
    };
    await expect(
      quietly(() => run([rewriteStep('first'), failing, copyStep('index')])),
    ).rejects.toThrow('Build step "fonts" failed: no fonts');
    expect(page()).toBe('page');
  });

  it('prints how long each step took, and the pages’ writing, in the order they ran', async () => {
    const lines = await quietly(() => run([rewriteStep('first'), copyStep('second')]));
    expect(lines).toEqual([
      expect.stringMatching(/^\[build-pipeline\] first: \d+\.\d\d s$/),
      expect.stringMatching(/^\[build-pipeline\] writing the pages: \d+\.\d\d s$/),
      expect.stringMatching(/^\[build-pipeline\] second: \d+\.\d\d s$/),
    ]);
  });

  it("begins a step's early parts beside the steps before it, once what each reads is written, and the step once they are done", async () => {
    const log: string[] = [];
    const gate = () => {
      let open = (): void => undefined;
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { open, opened };
    };
    const scriptsMayEnd = gate();
    const pagesMayEnd = gate();
    // Each step lets a part end: run one after the other, neither part could.
    const step = (name: string, writes: BuildStep['writes'], then: () => void): BuildStep => ({
      name,
      reads: ['pages'],
      writes,
      run: async ({ outDir: dir }, pages) => {
        log.push(name);
        if (writes.includes('pages')) pages.rewrite((html) => `${html} ${name}` as PageBytes);
        else log.push(`${name} reads "${await readFile(join(dir, 'page.html'), 'utf8')}"`);
        then();
      },
    });
    const withEarlyParts: BuildStep = {
      name: 'compression',
      reads: ['pages', 'scripts'],
      writes: ['compressed copies'],
      early: [
        {
          name: 'scripts',
          reads: ['scripts'],
          run: async () => {
            log.push('scripts begun');
            await scriptsMayEnd.opened;
            log.push('scripts done');
          },
        },
        {
          name: 'pages',
          reads: ['pages'],
          run: async ({ outDir: dir }) => {
            log.push('pages begun');
            log.push(`pages read "${await readFile(join(dir, 'page.html'), 'utf8')}"`);
            await pagesMayEnd.opened;
            log.push('pages done');
          },
        },
      ],
      run: async () => {
        log.push('compression');
      },
    };
    const lines = await quietly(() =>
      run([
        step('fonts', ['pages'], scriptsMayEnd.open),
        step('index', ['search indexes'], pagesMayEnd.open),
        withEarlyParts,
      ]),
    );
    expect(log.slice(0, 5)).toEqual([
      'scripts begun',
      'fonts',
      'scripts done',
      'pages begun',
      'index',
    ]);
    // The pages as the page-rewriting steps left them, written before the part begun.
    expect(log).toContain('pages read "page fonts"');
    expect(log.slice(-2)).toEqual(['pages done', 'compression']);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\[build-pipeline\] compression, early: scripts: \d+\.\d\d s$/),
    );
  });
  it('reads the final pages once for every step that reads them, after the last page-writing step and before the next step', async () => {
    const log: string[] = [];
    /** A step that reads each page's text in the pipeline's pass, and says what it read when it runs. */
    const readingStep = (name: string): BuildStep => {
      let read = '';
      return {
        name,
        reads: ['pages'],
        writes: ['search indexes'],
        pageReading: async ({ outDir: dir }) => ({
          files: [join(dir, 'page.html')],
          read: () => ({
            reader: {
              text: (text) => {
                read += text;
              },
            },
            done: () => log.push(`${name} read "${read}"`),
          }),
        }),
        run: async () => {
          log.push(`${name} runs with "${read}"`);
        },
      };
    };
    const lines = await quietly(() =>
      run([
        rewriteStep('first'),
        rewriteStep('second'),
        readingStep('index'),
        copyStep('copy'),
        readingStep('headers'),
      ]),
    );
    expect(log).toEqual([
      'index read "page first second"',
      'headers read "page first second"',
      'index runs with "page first second"',
      'headers runs with "page first second"',
    ]);
    expect(lines.map((line) => line.replace(/: [\d.]+ s$/, ''))).toEqual([
      '[build-pipeline] first',
      '[build-pipeline] second',
      '[build-pipeline] writing and reading the pages (index, headers)',
      '[build-pipeline] index',
      '[build-pipeline] copy',
      '[build-pipeline] headers',
    ]);
  });
});

describe('the order of the build steps', () => {
  it('stops on an early part that reads what its step or a later one writes', () => {
    const early: BuildStep = {
      ...copyStep('compression'),
      early: [{ name: 'pages', reads: ['pages'], run: () => Promise.resolve() }],
    };
    expect(() => checkStepOrder([rewriteStep('fonts'), early])).not.toThrow();
    expect(() => checkStepOrder([early, rewriteStep('fonts')])).toThrow(
      'Build step "compression" begins its pages early on the pages, which "fonts" writes',
    );
  });

  it('stops on a step that reads the final pages before a step that writes them', () => {
    const reading: BuildStep = {
      ...copyStep('search index'),
      pageReading: async () => ({ files: [], read: () => undefined }),
    };
    expect(() => checkStepOrder([rewriteStep('fonts'), reading])).not.toThrow();
    expect(() => checkStepOrder([reading, rewriteStep('fonts')])).toThrow(
      'Build step "search index" reads the final pages, which "fonts" writes',
    );
  });

  it('stops on a step that reads what a later step writes, naming both', () => {
    expect(() => checkStepOrder([copyStep('search index'), rewriteStep('fonts')])).toThrow(
      'Build step "search index" reads the pages that the later step "fonts" writes: run "fonts" first.',
    );
  });

  it('lets a step read what an earlier step wrote', () => {
    expect(() => checkStepOrder([rewriteStep('fonts'), copyStep('search index')])).not.toThrow();
  });

  it('lets steps that rewrite the same files follow one another, but not a reader between them', () => {
    const rewriters = [rewriteStep('fonts'), rewriteStep('unused CSS')];
    expect(() => checkStepOrder(rewriters)).not.toThrow();
    expect(() => checkStepOrder([rewriters[0], copyStep('search index'), rewriters[1]])).toThrow(
      'Build step "search index" reads the pages that the later step "unused CSS" writes',
    );
  });

  it('holds for the site’s steps, whose headers and compression come last', () => {
    const context = {
      siteDir: '.',
      generatedFilesDir: '.docusaurus',
      siteConfig: { future: {} },
    } as LoadContext;
    const options = { fonts: { preload: [] }, sitemap: {} } as unknown as PluginOptions;
    const steps = siteBuildSteps(context, options);
    expect(() => checkStepOrder(steps)).not.toThrow();
    expect(steps.slice(-2).map((step) => step.writes)).toEqual([
      ['headers'],
      ['compressed copies'],
    ]);
    const moved = [steps.at(-1), ...steps.slice(0, -1)].filter((step) => step !== undefined);
    expect(() => checkStepOrder(moved)).toThrow(
      /^Build step "precompression \(\.gz, \.br\)" .*the pages.* "fonts" writes/,
    );
  });
});

describe('relinking the pages to renamed assets', () => {
  // As Docusaurus's minifier writes a page, and as it is with SKIP_HTML_MINIFICATION=true.
  const minified =
    '<head><link rel=preload href=/a.js as=script><link rel=stylesheet href=/assets/css/styles.0123abcd.css></head>';
  const unminified =
    '<head>\n  <link rel="preload" href="/a.js" as="script">\n  <link href="/assets/css/styles.0123abcd.css" rel="stylesheet" />\n</head>';

  /** Writes `html` as the built page, relinks it to the renamed stylesheet with a font preload, and reads it back. */
  async function relinked(html: string): Promise<string> {
    mkdirSync(join(outDir, 'assets/js'), { recursive: true });
    writeFileSync(join(outDir, 'assets/js/app.js'), 'no names here');
    writeFileSync(join(outDir, 'page.html'), html);
    const pages = builtPages(outDir);
    await relinkPages(
      outDir,
      pages,
      new Map([['/assets/css/styles.0123abcd.css', '/assets/css/styles.89abcdef.css']]),
      ['<link rel=preload href=/f.woff2 as=font>'],
    );
    await pages.writeChanged();
    return page();
  }

  it('finds the first stylesheet link however the HTML quotes it, and only a stylesheet', () => {
    expect(firstStylesheetLinkAt(minified)).toBe(minified.indexOf('<link rel=stylesheet'));
    expect(firstStylesheetLinkAt(unminified)).toBe(unminified.indexOf('<link href='));
    expect(firstStylesheetLinkAt("<LINK REL='Stylesheet' href=x.css>")).toBe(0);
    expect(firstStylesheetLinkAt('<link rel=stylesheets href=x><link rel=preload>')).toBe(-1);
  });

  it('adds the links after every stylesheet of the run that starts at the first', async () => {
    expect(
      await relinked(
        '<head><link rel=stylesheet href=/a.css>\n<link href="/assets/css/styles.0123abcd.css" rel="stylesheet"><link rel=preload as=image href=/i.svg></head>',
      ),
    ).toBe(
      '<head><link rel=stylesheet href=/a.css>\n<link href="/assets/css/styles.89abcdef.css" rel="stylesheet"><link rel=preload href=/f.woff2 as=font><link rel=preload as=image href=/i.svg></head>',
    );
  });

  it.each([
    ['minified', minified],
    ['unminified', unminified],
  ])(
    'points a %s page at the new file, with the links right after its stylesheet',
    async (_, html) => {
      const built = { html: await relinked(html) };
      expect(built.html).toContain('/assets/css/styles.89abcdef.css');
      expect(built.html).not.toContain('0123abcd');
      // The stylesheet, which every paint waits for, is requested before the preloads.
      expect(built.html.indexOf('/f.woff2')).toBeGreaterThan(built.html.indexOf('styles.89abcdef'));
      expect(built.html.indexOf('/f.woff2')).toBeLessThan(built.html.indexOf('</head>'));
    },
  );

  it('leaves the text of a page beyond ASCII as it was', async () => {
    const text = '<p dir=rtl>مرحبا – 1–25\u200b 😀</p>';
    expect(await relinked(`${minified}<body>${text}</body>`)).toContain(text);
  });

  it('refuses to write into the pages what their bytes would spell otherwise', async () => {
    writeFileSync(join(outDir, 'page.html'), minified);
    const renamed = new Map([['/assets/css/styles.0123abcd.css', '/assets/css/café.89abcdef.css']]);
    await expect(relinkPages(outDir, builtPages(outDir), renamed)).rejects.toThrow(
      /beyond ASCII.*café/,
    );
    await expect(
      relinkPages(
        outDir,
        builtPages(outDir),
        new Map([[...renamed][0]?.reverse() as [string, string]]),
      ),
    ).rejects.toThrow(/beyond ASCII/);
    const ascii = new Map([['/assets/css/styles.0123abcd.css', '/assets/css/styles.89abcdef.css']]);
    await expect(
      relinkPages(outDir, builtPages(outDir), ascii, [
        '<link rel=preload title=«f» href=/f.woff2>',
      ]),
    ).rejects.toThrow(/A link added to the pages holds characters beyond ASCII/);
  });
});
