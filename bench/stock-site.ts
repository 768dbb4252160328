/**
 * A stock Docusaurus classic site with the same five pages: same Docusaurus
 * version and bundler settings, no custom theme, CSS, plugins or landing page.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function generateStockSite(repoRoot: string, into: string): string {
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  cpSync(join(repoRoot, 'docs'), join(into, 'docs'), { recursive: true });
  cpSync(join(repoRoot, 'static'), join(into, 'static'), { recursive: true });
  // Components the pages themselves import are part of the content.
  cpSync(join(repoRoot, 'src/components'), join(into, 'src/components'), { recursive: true });
  cpSync(join(repoRoot, 'src/tokens.ts'), join(into, 'src/tokens.ts'));
  cpSync(join(repoRoot, 'sidebars.ts'), join(into, 'sidebars.ts'));
  // A CommonJS package of its own, as `docusaurus init` makes it.
  writeFileSync(join(into, 'package.json'), '{ "name": "stock-site", "private": true }\n');
  // The API field tables are written into the pages from openapi.yaml at build time, by
  // the same remark plugin: content, like the components the pages import.
  const remarkOpenApi = JSON.stringify(join(repoRoot, 'plugins/openapi/remark'));
  writeFileSync(
    join(into, 'docusaurus.config.ts'),
    `import remarkOpenApi from ${remarkOpenApi};

export default {
  title: 'ChitChatLabs',
  tagline: 'Turning chats into tech',
  url: 'https://docs.chitchatlabs.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  future: { v4: true, faster: true },
  // The pages are written for these MDX options, as in the site's own config.
  markdown: { mdx1Compat: { comments: true, admonitions: true, headingIds: true } },
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
