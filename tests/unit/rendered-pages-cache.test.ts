/**
 * A second build writes the pages an edit could not change as the first build rendered
 * them (plugins/rendered-pages-cache, and its patch of core's render): after one page's
 * edit (its text and its keywords) it renders that page alone, and what it writes is,
 * file for file, what a clean build of the edited site writes. An edit every page shows
 * (a sidebar label) renders every page again.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateGrownSite } from '../../tools/generate-pages';

const docusaurusCli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
const root = mkdtempSync(join(tmpdir(), 'rendered-pages-cache-'));

type Build = { code: number | null; output: string };

function build(siteDir: string): Promise<Build> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [docusaurusCli, 'build', siteDir], {
      cwd: siteDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('close', (code) => done({ code, output }));
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** What the build says it rendered, of all the pages it wrote. */
function renderedCounts(output: string): [number, number] {
  const all = /Rendering all (\d+) pages/.exec(output)?.[1];
  if (all !== undefined) return [Number(all), Number(all)];
  const [, rendered, of] = /Rendering (\d+) of (\d+) pages/.exec(output) ?? [];
  return [Number(rendered), Number(of)];
}

// The Postman collection's item ids are random, made anew whenever its cache is empty.
const madeWithRandomIds = /postman_collection\.json/;

const editedPage = 'generated-0001.mdx';
const editedKeywords = 'edited-after-the-first-build';

/**
 * A sentence added, and the page's keywords: its own metadata, which its head shows and no
 * other page (a description or title would be in its version's data, which every page has).
 */
function editPage(siteDir: string): void {
  const page = join(siteDir, 'docs', editedPage);
  const source = readFileSync(page, 'utf8');
  writeFileSync(
    page,
    `${source.replace(/^description: /m, `keywords: [${editedKeywords}]\ndescription: `)}\nA sentence added after the first build.\n`,
  );
}

let site: string;
let edited: Build;
let keptBuild: string;

beforeAll(async () => {
  site = generateGrownSite(join(root, 'site'), 2);
  const first = await build(site);
  expect(first.code, first.output).toBe(0);
  editPage(site);
  edited = await build(site);
  expect(edited.code, edited.output).toBe(0);
  keptBuild = join(root, 'kept-build');
  renameSync(join(site, 'build'), keptBuild);
  // The same folder, as a built site's paths are part of its bundles.
  rmSync(join(site, 'node_modules/.cache'), { recursive: true, force: true });
  rmSync(join(site, '.docusaurus'), { recursive: true, force: true });
  const clean = await build(site);
  expect(clean.code, clean.output).toBe(0);
}, 400_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a second build after one page is edited', () => {
  it('renders that page alone, its new keywords in its head', () => {
    const [rendered, all] = renderedCounts(edited.output);
    expect(rendered).toBe(1);
    expect(readFileSync(join(keptBuild, 'generated-0001.html'), 'utf8')).toContain(editedKeywords);
    // The site's pages, the generated two, and the API reference's and search's among them.
    expect(all).toBeGreaterThan(7);
  });

  it('writes every file as a clean build of the edited site does, byte for byte', () => {
    const keptFiles = filesUnder(keptBuild);
    expect(keptFiles).toEqual(filesUnder(join(site, 'build')));
    const differing = keptFiles.filter(
      (file) =>
        !madeWithRandomIds.test(file) &&
        !readFileSync(join(keptBuild, file)).equals(readFileSync(join(site, 'build', file))),
    );
    expect(differing).toEqual([]);
  });

  it('renders every page again after an edit every page shows: a sidebar label', async () => {
    const page = join(site, 'docs', 'generated-0002.mdx');
    writeFileSync(
      page,
      readFileSync(page, 'utf8').replace(/^sidebar_label: .*$/m, 'sidebar_label: Renamed guide'),
    );
    const relabelled = await build(site);
    expect(relabelled.code, relabelled.output).toBe(0);
    const [rendered, all] = renderedCounts(relabelled.output);
    expect(rendered).toBe(all);
    expect(all).toBeGreaterThan(7);
    // The first guide's sidebar shows its category's labels.
    expect(readFileSync(join(site, 'build', 'generated-0001.html'), 'utf8')).toContain(
      'Renamed guide',
    );
  }, 200_000);
});
