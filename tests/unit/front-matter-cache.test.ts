import type { DefaultParseFrontMatter } from '@docusaurus/types';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { describe, expect, it, vi } from 'vitest';

import { cachedFrontMatterParser } from '@site/plugins/mdx-source/frontMatter';

const page = (title: string, body: string): string => `---\ntitle: ${title}\n---\n\n${body}\n`;

describe('the front matter parser under npm start', () => {
  it("parses again only the files whose text changed, as the docs plugin's reload asks for every doc", async () => {
    const defaultParseFrontMatter = vi.fn<DefaultParseFrontMatter>(DEFAULT_PARSE_FRONT_MATTER);
    const parse = cachedFrontMatterParser();
    const load = (files: Record<string, string>) =>
      Promise.all(
        Object.entries(files).map(([filePath, fileContent]) =>
          parse({ filePath, fileContent, defaultParseFrontMatter }),
        ),
      );
    const docs = { 'docs/one.mdx': page('One', 'First.'), 'docs/two.mdx': page('Two', 'Second.') };

    await load(docs);
    expect(defaultParseFrontMatter).toHaveBeenCalledTimes(2);

    // A save of one doc: the docs plugin reads both again, only the edited one is parsed.
    docs['docs/two.mdx'] = page('Two, edited', 'Second, with a sentence more.');
    const [one, two] = await load(docs);
    expect(defaultParseFrontMatter).toHaveBeenCalledTimes(3);
    expect(defaultParseFrontMatter).toHaveBeenLastCalledWith({
      filePath: 'docs/two.mdx',
      fileContent: docs['docs/two.mdx'],
    });
    expect(one.frontMatter).toEqual({ title: 'One' });
    expect(two.frontMatter).toEqual({ title: 'Two, edited' });
    expect(two.content.trim()).toBe('Second, with a sentence more.');
  });

  it('gives each caller its own copy, so one that changes it changes no other', async () => {
    const parse = cachedFrontMatterParser();
    const args = {
      filePath: 'docs/one.mdx',
      fileContent: page('One', 'First.'),
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    };
    const first = await parse(args);
    first.frontMatter.title = 'Changed by a caller';
    expect((await parse(args)).frontMatter).toEqual({ title: 'One' });
  });
});
