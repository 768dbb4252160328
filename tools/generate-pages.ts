/**
 * A grown site: the site's own pages plus N generated ones, written the way
 * CONTRIBUTING.md says (an MDX file with front matter and fixed heading ids, listed in
 * the sidebar), in a folder of its own that shares everything else with the repository.
 * The growth tests and the benchmark build it to see the site hold at a thousand pages.
 *
 *   npx tsx scripts/generate-pages.ts --pages 1000 --out <folder>
 *   npx docusaurus build <folder>
 */
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

import sidebars from '../sidebars';
import { repoRoot } from './paths';

/** Pages per sidebar category, as a writer would group them. */
const categorySize = 25;

const topics = [
  'contacts',
  'templates',
  'broadcasts',
  'webhooks',
  'catalogues',
  'payments',
  'chatbots',
  'labels',
  'reports',
  'teams',
  'campaigns',
  'opt-ins',
] as const;
const verbs = ['Create', 'Update', 'Archive', 'Export', 'Import', 'Schedule', 'Review', 'Sync'];
const nouns = ['audience', 'message', 'reply', 'session', 'category', 'flow', 'field', 'tag'];

/** A small seeded generator, so a size always yields the same pages. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const article = (word: string): string => (/^[aeiou]/.test(word) ? 'An' : 'A');

/** The word only page `n` holds (the growth tests search for it). */
export const uniqueWordOf = (n: number): string => `quillfeather${n}`;

/**
 * The letters of Latin-1 with a diacritic or of their own (À to ÿ, without × and ÷): the
 * self-hosted faces have them, and the site's own pages use none, so the fonts cover one
 * only if the build subsets them to the generated pages' characters too.
 */
const accentedLetters = Array.from({ length: 0xff - 0xc0 + 1 }, (_, i) =>
  String.fromCodePoint(0xc0 + i),
).filter((letter) => letter !== '×' && letter !== '÷');

/** A place name of page `n`'s, with letters the site's own pages lack (62 pages apart, the same). */
export const accentedWordOf = (n: number): string =>
  `Kø${accentedLetters[(n - 1) % accentedLetters.length]}bing`;

export const generatedIdOf = (n: number): string => `generated-${String(n).padStart(4, '0')}`;

/** One page's MDX: 4 to 6 sections, an h3, a list, a table, a tip, code and links. */
export function generatedPage(n: number, count: number): string {
  const random = seeded(n * 7919 + 17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const topic = topics[n % topics.length];
  const title = `${pick(verbs)} ${topic} ${n}`;
  const neighbour = generatedIdOf(n === count ? 1 : n + 1);
  const sections = 4 + (n % 3);
  const body = Array.from({ length: sections }, (_, index) => {
    const noun = pick(nouns);
    const id = `${noun}-${index + 1}`;
    return [
      `## ${pick(verbs)} the ${noun} {#${id}}`,
      '',
      `Each ${noun} of ${topic} keeps its settings until you change them. ${pick(verbs)} ` +
        `one from the dashboard or through the API; the change applies to new messages only.`,
      '',
      `- The ${noun} name is unique within a workspace.`,
      `- ${article(noun)} ${noun} can hold up to ${10 + index * 5} entries.`,
      `- Removing a ${noun} keeps the messages already sent.`,
      '',
      ...(index === 0
        ? [
            `### Limits for ${topic} {#limits}`,
            '',
            '| Setting | Default | Maximum |',
            '| --- | --- | --- |',
            `| Entries per ${noun} | 10 | ${100 + n} |`,
            `| Requests per minute | 60 | 600 |`,
            '',
            ':::tip',
            '',
            `Read the [introduction](/introduction) before you ${noun === 'flow' ? 'build' : 'edit'} ` +
              `${article(noun).toLowerCase()} ${noun}, and go on with [the next guide](./${neighbour}.mdx).`,
            '',
            ':::',
            '',
            '```bash',
            `curl -X POST https://api.chitchatlabs.com/v1/${topic}/${n} \\`,
            `  -H "x-tenant-api-key: $API_KEY" -d '{"${noun}":"${uniqueWordOf(n)}"}'`,
            '```',
            '',
          ]
        : []),
    ].join('\n');
  });
  return [
    '---',
    `id: ${generatedIdOf(n)}`,
    `title: ${title}`,
    `sidebar_label: ${title}`,
    `description: How to ${title.toLowerCase()} with ChitChatLabs, in the dashboard or through the API.`,
    `slug: /${generatedIdOf(n)}`,
    '---',
    '',
    `# ${title}`,
    '',
    `This guide covers ${topic} for page ${n}, marked ${uniqueWordOf(n)}, for the team in ${accentedWordOf(n)}.`,
    '',
    ...body,
    '',
  ].join('\n');
}

type SidebarCategory = { type: 'category'; label: string; items: string[] };

/**
 * The site's sidebar with the generated pages after its own, in categories of 25: whatever
 * the site's sidebar holds (an autogenerated category, a shorthand object), as Docusaurus
 * types it.
 */
export function grownSidebar(count: number): SidebarsConfig {
  const [[name, items], ...rest] = Object.entries(sidebars);
  const categories: SidebarCategory[] = [];
  for (let first = 1; first <= count; first += categorySize) {
    const last = Math.min(count, first + categorySize - 1);
    categories.push({
      type: 'category',
      label: `Guides ${first}–${last}`,
      items: Array.from({ length: last - first + 1 }, (_, i) => generatedIdOf(first + i)),
    });
  }
  return Object.fromEntries([
    [name, [...(Array.isArray(items) ? items : [items]), ...categories]],
    ...rest,
  ]);
}

/** Everything of the repository a build reads, except the pages and their order. */
const sharedEntries = (): string[] =>
  readdirSync(repoRoot).filter(
    (name) =>
      ![
        'docs',
        'sidebars.ts',
        'node_modules',
        'build',
        '.docusaurus',
        '.git',
        'test-results',
      ].includes(name),
  );

/**
 * The repository's packages, each linked, in a folder of the site's own: the bundler
 * keeps its persistent cache in `node_modules/.cache`, which must not be the repository's.
 */
function linkPackages(into: string): void {
  const packages = join(repoRoot, 'node_modules');
  mkdirSync(join(into, 'node_modules'));
  for (const name of readdirSync(packages).filter((entry) => entry !== '.cache'))
    symlinkSync(join(packages, name), join(into, 'node_modules', name));
}

/**
 * Writes a site of the repository's pages plus `count` generated ones into `into`
 * (emptied first), and returns it: docs/ and sidebars.ts of its own, the rest linked.
 */
export function generateGrownSite(into: string, count: number): string {
  const dir = resolve(into);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'docs'), { recursive: true });
  for (const name of sharedEntries()) symlinkSync(join(repoRoot, name), join(dir, name));
  linkPackages(dir);
  // Copied, not linked: the MDX loader finds a page's metadata by the page's own path.
  cpSync(join(repoRoot, 'docs'), join(dir, 'docs'), { recursive: true });
  for (let n = 1; n <= count; n += 1)
    writeFileSync(join(dir, 'docs', `${generatedIdOf(n)}.mdx`), generatedPage(n, count));
  writeFileSync(
    join(dir, 'sidebars.ts'),
    `export default ${JSON.stringify(grownSidebar(count), null, 2)};\n`,
  );
  return dir;
}
