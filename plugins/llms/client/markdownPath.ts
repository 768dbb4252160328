/**
 * Where a doc page's Markdown twin is published: `/introduction` → `/introduction.md`,
 * a page at a folder URL (`/guides/`) → `/guides/index.md`. Shared by the build
 * plugin, which writes the files, and the theme, which links to them.
 */
export function markdownPathFor(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
