/** The rules for a page's shape: its title, its summary and its sections. */
import { createSlugger } from '@docusaurus/utils';
import { toString } from 'mdast-util-to-string';

import { atOf, headings, summaryParagraph, writtenId } from './mdx';
import type { PageRule, Problem } from './page';

const top = { line: 1, column: 1 };

const oneH1: PageRule = {
  name: 'one-h1',
  description:
    'One h1: the `# heading`, the same words as the front matter `title` if both are written, or the `title` alone, which Docusaurus draws as the h1.',
  check: ({ tree, frontMatter }) => {
    // Without a front matter title, the h1 is the title, as Docusaurus reads it; without
    // an h1, Docusaurus draws the front matter title as the page's h1.
    const title = typeof frontMatter.title === 'string' ? frontMatter.title : undefined;
    const [first, ...others] = headings(tree).filter((heading) => heading.level === 1);
    if (!first && title !== undefined) return [];
    if (!first) {
      return [
        {
          ...top,
          message: `the page has no h1: write "# ${title ?? 'Its title'}" under the front matter`,
        },
      ];
    }
    const problems: Problem[] = [];
    if (title !== undefined && first.text !== title) {
      problems.push({
        ...first,
        message: `the h1 "${first.text}" is not the front matter title "${title}": write the same words in both`,
      });
    }
    for (const other of others) {
      problems.push({
        ...other,
        message: `a second h1 "${other.text}": a page has one h1, its title; make this a section, "## ${other.text} {#…}"`,
      });
    }
    return problems;
  },
};

const summary: PageRule = {
  name: 'summary',
  description:
    'The first paragraph under the h1 is the front matter `description`, one sentence ending in a full stop.',
  check: ({ tree, frontMatter }) => {
    const description = typeof frontMatter.description === 'string' ? frontMatter.description : '';
    const paragraph = summaryParagraph(tree);
    const h1 = headings(tree).find((heading) => heading.level === 1) ?? top;
    if (description === '') {
      return [
        {
          ...h1,
          message:
            'the front matter has no description: add "description: One sentence that says what the page is for." and repeat it under the h1',
        },
      ];
    }
    if (!/^[A-Z].*\.$/.test(description) || description.includes('. ')) {
      return [
        {
          ...h1,
          message: `the description "${description}" is not one sentence that starts with a capital letter and ends with a full stop: write one such sentence`,
        },
      ];
    }
    const written = paragraph ? toString(paragraph) : '';
    if (written === description) return [];
    return [
      {
        ...(paragraph ? atOf(paragraph) : h1),
        message: `the first paragraph under the h1 is not the description: write "${description}"`,
      },
    ];
  },
};

const headingLevels: PageRule = {
  name: 'heading-levels',
  description: 'Sections are h2 (`##`) and steps in them h3 (`###`); nothing deeper.',
  check: ({ tree }) =>
    headings(tree)
      .filter((heading) => heading.level > 3)
      .map((heading) => ({
        ...heading,
        message: `"${heading.text}" is an h${heading.level}: a page has h2 sections and h3 steps only; write "### ${heading.text}" or a paragraph`,
      })),
};

const headingIds: PageRule = {
  name: 'heading-ids',
  description:
    'Every section heading has its own fixed id in lower case: `## Before you begin {#before-you-begin}`.',
  check: ({ tree }) => {
    const all = headings(tree).filter((h) => h.level > 1);
    // A suggested id never repeats one the page has, and is written as the page writes its ids.
    const slugger = createSlugger();
    for (const { id } of all) if (id) slugger.slug(id);
    const syntax = all.find((h) => h.idSyntax)?.idSyntax;
    const seen = new Map<string, number>();
    const problems: Problem[] = [];
    for (const heading of all) {
      const written = (id: string): string => writtenId(id, heading.idSyntax ?? syntax);
      if (heading.id === undefined) {
        const suggestion = written(slugger.slug(heading.text));
        problems.push({
          ...heading,
          message: `the heading "${heading.text}" has no fixed id: write "${'#'.repeat(heading.level)} ${heading.text} ${suggestion}"`,
        });
      } else if (!/^[a-z0-9-]+$/.test(heading.id)) {
        problems.push({
          ...heading,
          message: `the id ${written(heading.id)} has more than lower-case letters, digits and hyphens: write ${written(slugger.slug(heading.text))}`,
        });
      } else if (seen.has(heading.id)) {
        problems.push({
          ...heading,
          message: `the id ${written(heading.id)} is already the id of the heading on line ${seen.get(heading.id)}: give this heading another, such as ${written(slugger.slug(heading.text))}`,
        });
      }
      if (heading.id) seen.set(heading.id, heading.line);
    }
    return problems;
  },
};

const sections: PageRule = {
  name: 'sections',
  description: 'A page has at least two sections (`##` headings).',
  check: ({ tree }) => {
    const count = headings(tree).filter((heading) => heading.level > 1).length;
    if (count >= 2) return [];
    const h1 = headings(tree).find((heading) => heading.level === 1) ?? top;
    return [
      {
        ...h1,
        message: `the page has ${count} section${count === 1 ? '' : 's'}: give it at least two, each "## Title {#id}"`,
      },
    ];
  },
};

export const structureRules: readonly PageRule[] = [
  oneH1,
  summary,
  headingLevels,
  headingIds,
  sections,
];
