/**
 * A docs site of three pages, as the llms plugin is given it (the docs plugin's loaded
 * content and the load context), for the tests of its Markdown copies.
 */
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext } from '@docusaurus/types';

export const docIds = ['introduction', 'onboarding', 'support'];

export const docsContent = (): LoadedContent =>
  ({
    loadedVersions: [
      {
        versionName: 'current',
        label: 'Next',
        path: '/',
        isLast: true,
        docs: docIds.map((id) => ({
          id,
          title: `The ${id} page`,
          description: '',
          unlisted: false,
          source: `@site/docs/${id}.mdx`,
          permalink: `/${id}`,
          frontMatter: {},
        })),
        sidebars: { main: docIds.map((id) => ({ type: 'doc', id })) },
      },
    ],
  }) as unknown as LoadedContent;

export const docsSiteContext = (siteDir: string) =>
  ({
    siteDir,
    siteConfig: {
      title: 'Docs',
      tagline: 'Tagline',
      url: 'https://docs.example',
      baseUrl: '/',
      themeConfig: {},
      presets: [],
      plugins: [],
    },
  }) as unknown as Pick<LoadContext, 'siteDir' | 'siteConfig'>;
