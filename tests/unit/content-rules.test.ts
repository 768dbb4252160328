/**
 * The page rules `npm run lint` applies to every documentation page (tools/page-rules):
 * a page that keeps them prints nothing; a page that breaks one prints one line that
 * names the file, line and column, the rule, what is wrong and what to write instead.
 * That the lint prints nothing at all for the pages as they are, `npm run lint` checks
 * itself (scripts/lint.sh), as it runs.
 */
import { describe, expect, it } from 'vitest';

import pageRulesFormatter from '../../tools/page-rules/format';
import { repositorySite } from '../../tools/page-rules/site';
import { pageRuleProblems } from './content/pageRuleProblems';

const site = repositorySite();

/** A page that keeps every rule, linking pages by file, by path and by heading. */
const goodPage = `---
id: guide
title: A guide
description: One sentence that says what the page is for.
slug: /guide
---

# A guide

One sentence that says what the page is for.

## Before you begin {#before-you-begin}

Read the [introduction](/introduction), its [prerequisites](./introduction.mdx#prerequisites) and [what to include](/support#what-to-include), or [start over](#before-you-begin).

## Contact {#contact}

Write to [info@chitchatlabs.com](mailto:info@chitchatlabs.com) or call 15550001234.

If you still need help, [contact Support](./support.mdx).
`;

const problemsOf = (page: string): Promise<string[]> =>
  pageRuleProblems(site, { 'docs/guide.mdx': page });

/** The good page with one change. */
const changed = (from: string, to: string): string => {
  expect(goodPage).toContain(from);
  return goodPage.replace(from, to);
};

describe('the page rules', () => {
  it('accept a page that keeps them, links by URL path included', async () => {
    expect(await problemsOf(goodPage)).toEqual([]);
  });

  it.each([
    [
      'one-h1: the h1 is the title',
      changed('# A guide', '# The guide'),
      'docs/guide.mdx:8:1  one-h1  the h1 "The guide" is not the front matter title "A guide": write the same words in both',
    ],
    [
      'one-h1: only one',
      changed('## Contact {#contact}', '# Also a title\n\n## Contact {#contact}'),
      'docs/guide.mdx:16:1  one-h1  a second h1 "Also a title": a page has one h1, its title; make this a section, "## Also a title {#…}"',
    ],
    [
      'summary: the description is one sentence',
      changed(
        'description: One sentence that says what the page is for.',
        'description: Two sentences. This is the second.',
      ),
      'docs/guide.mdx:8:1  summary  the description "Two sentences. This is the second." is not one sentence that starts with a capital letter and ends with a full stop: write one such sentence',
    ],
    [
      'summary: the first paragraph repeats it',
      changed('One sentence that says what the page is for.\n\n##', 'Another sentence.\n\n##'),
      'docs/guide.mdx:10:1  summary  the first paragraph under the h1 is not the description: write "One sentence that says what the page is for."',
    ],
    [
      'heading-levels',
      changed('## Contact {#contact}', '## Contact {#contact}\n\n#### By email {#by-email}'),
      'docs/guide.mdx:18:1  heading-levels  "By email" is an h4: a page has h2 sections and h3 steps only; write "### By email" or a paragraph',
    ],
    [
      'heading-ids: every heading has one',
      changed('## Contact {#contact}', '## Contact us'),
      'docs/guide.mdx:16:1  heading-ids  the heading "Contact us" has no fixed id: write "## Contact us {#contact-us}"',
    ],
    [
      'heading-ids: lower case',
      changed('{#contact}', '{#Contact_Us}'),
      'docs/guide.mdx:16:1  heading-ids  the id {#Contact_Us} has more than lower-case letters, digits and hyphens: write {#contact}',
    ],
    [
      'heading-ids: unique',
      changed('{#contact}', '{#before-you-begin}'),
      'docs/guide.mdx:16:1  heading-ids  the id {#before-you-begin} is already the id of the heading on line 12: give this heading another, such as {#contact}',
    ],
    [
      'sections',
      changed('## Contact {#contact}\n', 'Contact\n'),
      'docs/guide.mdx:8:1  sections  the page has 1 section: give it at least two, each "## Title {#id}"',
    ],
    [
      'link-targets: a path no page has',
      changed('(/introduction)', '(/intro)'),
      'docs/guide.mdx:14:10  link-targets  links to /intro, which is no page or file of the site: link a page by its path (such as /introduction) or its file (./page.mdx), or a file in static/',
    ],
    [
      'link-targets: a heading the page has not',
      changed('/support#what-to-include', '/support#hours'),
      "docs/guide.mdx:14:99  link-targets  links to /support#hours, but support.mdx has no heading {#hours}: link one of its headings' ids (#contact, #what-to-include)",
    ],
    [
      'link-targets: a file docs/ does not have',
      changed('./introduction.mdx#prerequisites', './intro.mdx#prerequisites'),
      'docs/guide.mdx:14:45  link-targets  links to ./intro.mdx, which is no page of docs/: link a page of docs/ by its file (./page.mdx)',
    ],
    [
      'link-targets: a heading of this page',
      changed('(#before-you-begin)', '(#before-you-start)'),
      "docs/guide.mdx:14:147  link-targets  links to #before-you-start, but this page has no heading {#before-you-start}: link one of its headings' ids (#before-you-begin, #contact)",
    ],
    [
      'link-targets: an address relative to the page',
      changed('(/introduction)', '(introduction)'),
      "docs/guide.mdx:14:10  link-targets  links to introduction, an address relative to this page's: write the page's file (./page.mdx) or its path from the site's root (/page)",
    ],
    [
      'link-targets: plain http',
      changed('(/introduction)', '(http://chitchatlabs.com)'),
      'docs/guide.mdx:14:10  link-targets  links to http://chitchatlabs.com over plain http: write https://chitchatlabs.com',
    ],
    [
      'link-targets: a file the build does not write',
      changed('(/introduction)', '(pathname:///openapi.txt)'),
      'docs/guide.mdx:14:10  link-targets  links to pathname:///openapi.txt, a file the build does not write: link one it writes (pathname:///openapi.yaml, pathname:///openapi.json, pathname:///chitchatlabs-messages.postman_collection.json)',
    ],
    [
      'next-step',
      changed('If you still need help, [contact Support](./support.mdx).', 'That is all.'),
      'docs/guide.mdx:20:1  next-step  the page ends without a link to where the reader goes next: end with a sentence that links a page, such as "If you still need help, [contact Support](./support.mdx)."',
    ],
    [
      'code-language',
      changed('## Contact {#contact}\n', '## Contact {#contact}\n\n```\nGET /status\n```\n'),
      'docs/guide.mdx:18:1  code-language  a code block without a language: write it after the opening backticks, such as ```bash, ```json or ```text',
    ],
    [
      'json-parses',
      changed('## Contact {#contact}\n', '## Contact {#contact}\n\n```json\n{ "to": 1, }\n```\n'),
      'docs/guide.mdx:18:1  json-parses  the json block is not valid JSON: fix it (no comments, no trailing commas, names in double quotes), or label it ```text if it is not JSON',
    ],
    [
      'example-files',
      changed(
        '## Contact {#contact}\n',
        '## Contact {#contact}\n\nImport [this file](/examples/contacts.csv):\n\n```csv\nname,phone\n```\n',
      ),
      'docs/guide.mdx:20:1  example-files  the csv block is not /examples/contacts.csv, which the page links for download: show the file exactly as static/examples/contacts.csv holds it',
    ],
    [
      'sample-tabs',
      changed(
        '## Contact {#contact}\n',
        '## Contact {#contact}\n\n<Tabs>\n  <TabItem value="curl" label="cURL">\n\n```bash\ncurl https://chitchatlabs.com\n```\n\n  </TabItem>\n</Tabs>\n',
      ),
      'docs/guide.mdx:18:1  sample-tabs  the request sample has groupId none and the tabs cURL (bash): write <Tabs groupId="language"> holding <TabItem value="curl" label="cURL"> with a ```bash block, <TabItem value="js" label="JavaScript"> with a ```js block and <TabItem value="python" label="Python"> with a ```python block',
    ],
    [
      'video-posters: no embedded player',
      changed(
        '## Contact {#contact}\n',
        '## Contact {#contact}\n\n<iframe src="https://www.youtube.com/embed/ToSfBWVY8R4" title="Walkthrough" />\n',
      ),
      'docs/guide.mdx:18:1  video-posters  an embedded player loads YouTube for every reader: write <VideoWalkthrough videoId="…" title="…" poster="/img/name.svg" /> instead',
    ],
    [
      'video-posters: a local SVG poster',
      changed(
        '## Contact {#contact}\n',
        '## Contact {#contact}\n\n<VideoWalkthrough videoId="ToSfBWVY8R4" title="Walkthrough" poster="https://img.youtube.com/vi/ToSfBWVY8R4/0.jpg" />\n',
      ),
      'docs/guide.mdx:18:1  video-posters  the video\'s poster "https://img.youtube.com/vi/ToSfBWVY8R4/0.jpg" is not an SVG of static/img/: write poster="/img/name.svg" and add the file',
    ],
    [
      'video-posters: a poster that is there',
      changed(
        '## Contact {#contact}\n',
        '## Contact {#contact}\n\n<VideoWalkthrough videoId="ToSfBWVY8R4" title="Walkthrough" poster="/img/missing-poster.svg" />\n',
      ),
      'docs/guide.mdx:18:1  video-posters  the poster /img/missing-poster.svg is not in static/: add the file, or name one that is there',
    ],
    [
      'fake-phone-numbers',
      changed('call 15550001234', 'call 919812345678'),
      "docs/guide.mdx:18:72  fake-phone-numbers  919812345678 may be someone's real phone number: write a made-up one, 1555 and seven digits, such as 15550001234",
    ],
    [
      'unsupported-claims',
      changed('or call 15550001234.', 'and we queue your message.'),
      'docs/guide.mdx:18:71  unsupported-claims  "queue" makes a claim no fact about the product supports: leave it out',
    ],
  ])('%s: a page that breaks it gets one line that says what to write', async (_, page, line) => {
    expect(await problemsOf(page)).toEqual([line]);
  });

  it('never throw: a page they cannot read gets one line, naming what they could not read', async () => {
    const brokenMdx = changed('## Contact {#contact}\n', '## Contact {#contact}\n\n<Tabs>\n');
    const brokenYaml = changed('title: A guide', 'title: [A guide');
    const problems = await pageRuleProblems(site, {
      'docs/mdx.mdx': brokenMdx,
      'docs/yaml.mdx': brokenYaml,
      'docs/guide.mdx': goodPage,
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^docs\/mdx\.mdx:\d+:\d+ {2}page-readable {2}the page rules could not read its MDX: .*Tabs/,
    );
    expect(problems[1]).toMatch(
      /^docs\/yaml\.mdx:\d+:1 {2}page-readable {2}the page rules could not read its front matter: /,
    );
  });

  it('leave alone a file outside the docs folder, such as the README', async () => {
    expect(await pageRuleProblems(site, { 'README.md': '# Readme\n\nNo front matter.\n' })).toEqual(
      [],
    );
  });
});

describe("the lint's output", () => {
  it('is one line per problem: file:line:column, the rule, what to write', async () => {
    const printed: string[] = [];
    await pageRulesFormatter({
      results: [
        {
          fileName: 'docs/guide.mdx',
          lineNumber: 8,
          ruleNames: ['one-h1'],
          ruleDescription: 'One h1, the same words as the front matter `title`.',
          ruleInformation: null,
          errorDetail:
            'the h1 "The guide" is not the front matter title "A guide": write the same words in both',
          errorContext: null,
          errorRange: [3, 1],
          fixInfo: null,
          severity: 'error',
        },
        {
          fileName: 'README.md',
          lineNumber: 4,
          ruleNames: ['MD009', 'no-trailing-spaces'],
          ruleDescription: 'Trailing spaces',
          ruleInformation: null,
          errorDetail: 'Expected: 0 or 2; Actual: 1',
          errorContext: null,
          errorRange: [10, 1],
          fixInfo: null,
          severity: 'error',
        },
      ],
      logError: (line) => printed.push(line),
    });
    expect(printed).toEqual([
      'docs/guide.mdx:8:3  one-h1  the h1 "The guide" is not the front matter title "A guide": write the same words in both',
      'README.md:4:10  no-trailing-spaces  Trailing spaces (Expected: 0 or 2; Actual: 1)',
    ]);
  });
});
