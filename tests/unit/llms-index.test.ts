import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import { describe, expect, it } from 'vitest';

import { llmsFullTxt, llmsTxt, type LlmsPage } from '@site/plugins/llms/llmsTxt';
import { docSections, docsInSidebarOrder } from '@site/plugins/llms/pages';

const page = (
  id: string,
  title: string,
  description = `About ${title}.`,
): LlmsPage & { markdown: string } => ({
  title,
  description,
  url: `https://docs.chitchatlabs.com/${id}`,
  markdownUrl: `https://docs.chitchatlabs.com/${id}.md`,
  markdown: `# ${title}\n\nBody of ${title}.\n`,
});

const pages = [page('introduction', 'Introduction'), page('support', 'Support', '')];
const site = {
  title: 'ChitChatLabs',
  tagline: 'Turning chats into tech',
  fullTxtUrl: 'https://docs.chitchatlabs.com/llms-full.txt',
};

describe('llms.txt', () => {
  const text = llmsTxt(site, pages);

  it('opens with the site title and the tagline as its summary', () => {
    expect(text.startsWith('# ChitChatLabs\n\n> Turning chats into tech\n\n')).toBe(true);
    expect(text).toContain('https://docs.chitchatlabs.com/llms-full.txt');
  });

  it('lists one line per page: title, link to its Markdown, description', () => {
    expect(text).toContain(
      '## Docs\n\n' +
        '- [Introduction](https://docs.chitchatlabs.com/introduction.md): About Introduction.\n' +
        '- [Support](https://docs.chitchatlabs.com/support.md)\n',
    );
  });
});

describe('llms.txt with files besides the pages', () => {
  it('lists them under "## API" after the docs, as autolinks (they are not pages), and lists no such section without them', () => {
    const file = {
      title: 'OpenAPI description',
      url: 'https://docs.chitchatlabs.com/openapi.yaml',
      description: 'the API as OpenAPI 3.1.',
    };
    const text = llmsTxt({ ...site, files: [file] }, pages);
    expect(text).toContain(
      '## API\n\n- OpenAPI description: <https://docs.chitchatlabs.com/openapi.yaml>, the API as OpenAPI 3.1.\n',
    );
    expect(text.indexOf('## Docs')).toBeLessThan(text.indexOf('## API'));
    expect(llmsTxt(site, pages)).not.toContain('## API');
  });
});

describe('llms-full.txt', () => {
  it('holds every page in order, each with its source URL under its title', () => {
    expect(llmsFullTxt(pages)).toBe(
      '# Introduction\n\nSource: https://docs.chitchatlabs.com/introduction\n\nBody of Introduction.\n' +
        '\n---\n\n' +
        '# Support\n\nSource: https://docs.chitchatlabs.com/support\n\nBody of Support.\n',
    );
  });
});

describe('reading order', () => {
  const doc = (id: string, unlisted = false) => ({ id, unlisted });
  const version = {
    docs: [doc('support'), doc('introduction'), doc('faq'), doc('secret', true), doc('csv')],
    sidebars: {
      main: [
        { type: 'doc', id: 'introduction' },
        { type: 'link', href: 'https://chitchatlabs.com', label: 'App' },
        {
          type: 'category',
          label: 'Guides',
          link: { type: 'doc', id: 'faq' },
          items: [{ type: 'doc', id: 'csv' }],
        },
        { type: 'ref', id: 'introduction' },
      ],
    },
  } as unknown as LoadedVersion;

  it('follows the sidebar, each doc once, then the docs no sidebar shows', () => {
    const ids = docsInSidebarOrder(version).map((d) => d.id);
    expect(ids).toEqual(['introduction', 'faq', 'csv', 'support', 'secret']);
  });

  it('splits the docs by top-level category for a large site, the rest at the top', () => {
    expect(docSections(version)).toEqual({
      top: ['introduction', 'support', 'secret'],
      sections: [{ label: 'Guides', docIds: ['faq', 'csv'] }],
    });
  });
});

describe('a large site split by section', () => {
  const section = {
    label: 'Guides',
    txtUrl: 'https://docs.chitchatlabs.com/llms/guides.txt',
    fullTxtUrl: 'https://docs.chitchatlabs.com/llms-full/guides.txt',
    pageCount: 25,
  };

  it("lists each section's own index in llms.txt, with where its pages are in full", () => {
    expect(llmsTxt({ ...site, sections: [section] }, pages)).toContain(
      '## Sections\n\n- [Guides](https://docs.chitchatlabs.com/llms/guides.txt): 25 pages, listed in this index of their own; all of them in one file: https://docs.chitchatlabs.com/llms-full/guides.txt\n',
    );
  });

  it("ends llms-full.txt with where each section's pages are in full", () => {
    expect(llmsFullTxt(pages, [section])).toMatch(
      /Body of Support\.\n\n---\n\nThe other pages, in full, one file per section:\n\n- Guides: https:\/\/docs\.chitchatlabs\.com\/llms-full\/guides\.txt\n$/,
    );
  });
});
