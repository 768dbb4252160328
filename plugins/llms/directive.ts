/**
 * What tells an AI agent that the site has an index for it and Markdown copies of its
 * pages: a line at the top of every page's HTML, hidden from sight and from screen
 * readers (agents read the HTML, people read the page), and a blockquote opening every
 * Markdown copy. Both name the llms.txt of the docs the page belongs to.
 */

/** The line at the top of each page's `<body>`. "For AI agents:" is how checkers know it. */
export function htmlDirective(llmsTxtUrl: string): string {
  return (
    `For AI agents: the documentation index is at ${llmsTxtUrl}, and every page is also ` +
    `published as Markdown at its address with .md added (the home page at index.md).`
  );
}

/**
 * The blockquote a Markdown copy starts with. The index's path comes first: a checker
 * finds the pointer by it, and on a short page the end of a longer first line is past
 * half the copy ("buried").
 */
export const markdownDirective = (llmsTxtUrl: string): string =>
  `> [${new URL(llmsTxtUrl).pathname}](${llmsTxtUrl}) is the index of this documentation: every page, each with its Markdown copy.\n\n`;

/** A page's Markdown as published: the directive, then the page. */
export const withMarkdownDirective = (markdown: string, llmsTxtUrl: string): string =>
  `${markdownDirective(llmsTxtUrl)}${markdown}`;
