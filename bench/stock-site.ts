/**
 * A stock Docusaurus classic site with the same pages: same Docusaurus version and
 * bundler settings, no custom theme, CSS, plugins or landing page beyond what the pages'
 * content draws with (the API reference's components).
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `pagesFrom`: the site whose docs/ and sidebars.ts it takes (default: the repository's). */
export function generateStockSite(repoRoot: string, into: string, pagesFrom = repoRoot): string {
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  cpSync(join(pagesFrom, 'docs'), join(into, 'docs'), { recursive: true });
  cpSync(join(repoRoot, 'static'), join(into, 'static'), { recursive: true });
  // Components the pages themselves import are part of the content.
  cpSync(join(repoRoot, 'src/components'), join(into, 'src/components'), { recursive: true });
  cpSync(join(repoRoot, 'src/tokens.ts'), join(into, 'src/tokens.ts'));
  cpSync(join(pagesFrom, 'sidebars.ts'), join(into, 'sidebars.ts'));
  // A CommonJS package of its own, as `docusaurus init` makes it.
  writeFileSync(join(into, 'package.json'), '{ "name": "stock-site", "private": true }\n');
  // The API field blocks and endpoints are written into the pages from openapi.yaml at
  // build time, by the same remark plugin, and drawn by the API reference's components
  // (its plugin gives the theme `@theme/ApiFields`, `@theme/ApiEndpoint` and the
  // request builder the API page imports): content, like the components the pages import.
  const remarkOpenApi = JSON.stringify(join(repoRoot, 'plugins/openapi/remark'));
  const openapiPlugin = JSON.stringify(join(repoRoot, 'plugins/openapi'));
  mkdirSync(join(into, 'src/theme'), { recursive: true });
  writeFileSync(
    join(into, 'src/theme/MDXComponents.tsx'),
    `import MDXComponents from '@theme-original/MDXComponents';
import ApiEndpoint from '@theme/ApiEndpoint';
import ApiFields from '@theme/ApiFields';

export default { ...MDXComponents, ApiFields, ApiEndpoint };
`,
  );
  // The request builder's code: the build-highlight plugin draws it on this site; stock's
  // own CodeBlock, which colours in the browser, takes the same props.
  writeFileSync(
    join(into, 'src/theme/BrowserHighlightedCodeBlock.tsx'),
    `export { default } from '@theme/CodeBlock';\n`,
  );
  writeFileSync(
    join(into, 'docusaurus.config.ts'),
    `import remarkOpenApi from ${remarkOpenApi};
import openapiPlugin from ${openapiPlugin};

export default {
  title: 'ChitChatLabs',
  tagline: 'Turning chats into tech',
  url: 'https://docs.chitchatlabs.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  future: { v4: true, faster: true },
  // The pages are written for these MDX options, as in the site's own config.
  markdown: { mdx1Compat: { comments: true, admonitions: true, headingIds: true } },
  plugins: [openapiPlugin],
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: '/', sidebarPath: './sidebars.ts', remarkPlugins: [remarkOpenApi] },
        blog: false,
      },
    ],
  ],
};
`,
  );
  return into;
}
