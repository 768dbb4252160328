/**
 * The site's build rules and Markdown settings, shown by building a tiny fixture site
 * that uses them (tests/fixtures/build-rules): a broken link fails the build; broken
 * Markdown links, broken anchors and duplicate routes only warn; MDX pages keep the
 * MDX 1 comments, admonition titles and {#heading-id}s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const fixture = join(__dirname, '../fixtures/build-rules');
const docusaurusCli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
const outDirs: string[] = [];

type BuildResult = { code: number | null; output: string; outDir: string };

/** Builds the fixture site; `withBrokenLinks` adds its pages whose links lead nowhere. */
function buildFixture(withBrokenLinks: boolean): Promise<BuildResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'build-rules-'));
  outDirs.push(outDir);
  return new Promise((done, fail) => {
    const build = spawn(
      process.execPath,
      [docusaurusCli, 'build', fixture, '--out-dir', outDir, '--no-minify'],
      {
        env: {
          ...process.env,
          FIXTURE_BROKEN_LINKS: withBrokenLinks ? '1' : '0',
          // Generated files of its own, so that both builds can run at once, and no
          // bundler cache, which is keyed without that folder (each build starts clean).
          DOCUSAURUS_GENERATED_FILES_DIR_NAME: join(fixture, '.docusaurus', basename(outDir)),
          DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.once('error', fail);
    build.once('close', (code) => done({ code, output, outDir }));
  });
}

/** The lines of the build's output from a `[WARNING]` or `[ERROR]` heading on. */
function messagesOf(output: string, level: 'WARNING' | 'ERROR'): string[] {
  return output
    .split(/(?=\[(?:WARNING|ERROR|INFO|SUCCESS)\])/)
    .filter((m) => m.startsWith(`[${level}]`));
}

// Side by side: Vitest runs one test file at a time on two cores, and each build keeps
// about one core busy.
let warned: BuildResult;
let broken: BuildResult;
beforeAll(async () => {
  [warned, broken] = await Promise.all([buildFixture(false), buildFixture(true)]);
}, 240_000);

afterAll(() => {
  for (const dir of [...outDirs, join(fixture, '.docusaurus')])
    rmSync(dir, { recursive: true, force: true });
});

describe('build rules', () => {
  it('a broken anchor and a duplicate route only warn: the build succeeds', () => {
    expect(warned.code, warned.output).toBe(0);
    const warnings = messagesOf(warned.output, 'WARNING');
    expect(
      warnings.some((w) => /broken anchors/.test(w) && w.includes('/mdx-compat#no-such-heading')),
    ).toBe(true);
    expect(warnings.some((w) => /Duplicate routes/.test(w) && w.includes('/duplicate'))).toBe(true);
    expect(messagesOf(warned.output, 'ERROR')).toEqual([]);
  });

  it('a broken link fails the build', () => {
    expect(broken.code).not.toBe(0);
    const [error] = messagesOf(broken.output, 'ERROR');
    expect(error).toMatch(/broken links/);
    expect(error).toContain('/no-such-route');
  });

  it('a broken Markdown link is reported as a warning', () => {
    const warnings = messagesOf(broken.output, 'WARNING');
    expect(
      warnings.some((w) => w.includes('`./no-such-page.md`') && /couldn't be resolved/.test(w)),
    ).toBe(true);
    // The link it leaves in the page still leads nowhere, which the broken-link rule
    // then reports: with broken links failing the build, so does this one.
    expect(messagesOf(broken.output, 'ERROR')[0]).toContain('./no-such-page.md');
  });
});

describe('MDX compatibility', () => {
  const page = (): string => readFileSync(join(warned.outDir, 'mdx-compat/index.html'), 'utf8');

  it('drops HTML comments from the page', () => {
    expect(page()).toContain('MDX compatibility</h1>');
    expect(page()).not.toContain('A reader never sees');
  });

  it('renders an admonition with its MDX 1 title', () => {
    const html = page();
    expect(html).not.toContain(':::');
    expect(html).toMatch(/class="theme-admonition theme-admonition-note[^"]*">.*Heads up<\/div>/s);
    expect(html).toContain('<p>An admonition with its title written the MDX 1 way.');
  });

  it('gives a heading the id written after it', () => {
    expect(page()).toMatch(/<h2 [^>]*id=custom-id>A heading with its own id</);
    expect(page()).not.toContain('{#custom-id}');
  });
});
