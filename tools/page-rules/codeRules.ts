/** The rules for code on a page: labelled, valid, true to its files, and samples in every language. */
import { existsSync, readFileSync } from 'node:fs';

import { codeBlocks, links, sampleGroups } from './mdx';
import { staticFileOf, type PageRule, type Problem } from './page';

const codeLanguage: PageRule = {
  name: 'code-language',
  description: 'Every code block names its language: ` ```bash `, ` ```json `, ` ```text `.',
  check: ({ tree }) =>
    codeBlocks(tree)
      .filter((block) => block.lang === '')
      .map((block) => ({
        ...block,
        message:
          'a code block without a language: write it after the opening backticks, such as ```bash, ```json or ```text',
      })),
};

function isJson(code: string): boolean {
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
}

const jsonParses: PageRule = {
  name: 'json-parses',
  description: 'A ` ```json ` block is valid JSON (no comments, no trailing commas).',
  check: ({ tree }) =>
    codeBlocks(tree)
      .filter((block) => block.lang === 'json' && !isJson(block.code))
      .map((block) => ({
        ...block,
        message:
          'the json block is not valid JSON: fix it (no comments, no trailing commas, names in double quotes), or label it ```text if it is not JSON',
      })),
};

const exampleFiles: PageRule = {
  name: 'example-files',
  description:
    'A page that links an example file for download (`/examples/message.json`) shows it exactly as the file is.',
  check: (page, site) =>
    links(page.tree).flatMap((link) => {
      const file = /^\/examples\/[\w-]+\.(\w+)$/.exec(link.href);
      const path = staticFileOf(site, link.href);
      // A file that is not there is the link-targets rule's to report.
      if (!file || !existsSync(path)) return [];
      const content = readFileSync(path, 'utf8');
      return codeBlocks(page.tree)
        .filter((block) => block.lang === file[1] && `${block.code}\n` !== content)
        .map((block) => ({
          ...block,
          message: `the ${block.lang} block is not ${link.href}, which the page links for download: show the file exactly as static${link.href} holds it`,
        }));
    }),
};

const expectedTabs = [
  { value: 'curl', label: 'cURL', lang: 'bash' },
  { value: 'js', label: 'JavaScript', lang: 'js' },
  { value: 'python', label: 'Python', lang: 'python' },
];
const tabsExample =
  '<Tabs groupId="language"> holding <TabItem value="curl" label="cURL"> with a ```bash block, <TabItem value="js" label="JavaScript"> with a ```js block and <TabItem value="python" label="Python"> with a ```python block';

const sampleTabs: PageRule = {
  name: 'sample-tabs',
  description:
    'A request sample (tabs with a `curl` tab) is given in cURL, JavaScript and Python tabs synced by `groupId="language"`.',
  check: ({ tree }) =>
    sampleGroups(tree).flatMap((block): Problem[] => {
      const written = block.items.map((item) => ({
        value: item.value,
        label: item.label,
        lang: item.code.map((code) => code.lang).join(','),
      }));
      const ok =
        block.groupId === 'language' && JSON.stringify(written) === JSON.stringify(expectedTabs);
      if (ok) return [];
      const found = written.map(
        (item) => `${item.label || item.value} (${item.lang || 'no code'})`,
      );
      return [
        {
          ...block,
          message: `the request sample has groupId ${block.groupId === undefined ? 'none' : `"${block.groupId}"`} and the tabs ${found.join(', ')}: write ${tabsExample}`,
        },
      ];
    }),
};

export const codeRules: readonly PageRule[] = [codeLanguage, jsonParses, exampleFiles, sampleTabs];
