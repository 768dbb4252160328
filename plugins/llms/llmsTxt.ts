export type LlmsPage = {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of the page's Markdown. */
  markdownUrl: string;
};

export type LlmsSite = {
  title: string;
  tagline: string;
  /** Absolute URL of llms-full.txt. */
  fullTxtUrl: string;
  /** Machine-readable files the site publishes besides its pages (an OpenAPI description). */
  files?: readonly LlmsFile[];
  /** The docs' other versions, each with its own llms.txt and llms-full.txt. */
  otherVersions?: readonly LlmsVersion[];
  /** The pages outside the docs (the landing page), each with its Markdown copy. */
  sitePages?: readonly LlmsSitePage[];
  /** The sections whose pages are listed in files of their own (a large site's). */
  sections?: readonly LlmsSection[];
};

/** A section listed in a file of its own: its label, its index and its pages in full. */
export type LlmsSection = { label: string; txtUrl: string; fullTxtUrl: string; pageCount: number };

/**
 * Past this many characters an index is cut short by most agents (the Agent-Friendly
 * Documentation Spec passes an llms.txt under 50,000): a larger site's llms.txt lists
 * its sections, each in an index of its own.
 */
export const llmsTxtLimit = 50_000;

const sectionLine = (section: LlmsSection): string =>
  `- [${section.label}](${section.txtUrl}): ${section.pageCount} page${section.pageCount === 1 ? '' : 's'}, listed in this index of their own; all of them in one file: ${section.fullTxtUrl}`;

export type LlmsSitePage = { title: string; markdownUrl: string; description: string };

type LlmsVersion = {
  /** The version's label, as the version dropdown shows it (`1.0`). */
  label: string;
  /** Absolute URL of the version's llms.txt. */
  txtUrl: string;
  /** Absolute URL of the version's llms-full.txt. */
  fullTxtUrl: string;
};

export type LlmsFile = { title: string; url: string; description: string };

/**
 * A machine-readable file as an autolink (`<https://…/openapi.yaml>`): agents follow it,
 * and a checker that counts the links of llms.txt pointing at HTML rather than Markdown
 * (afdocs' llms-txt-links-markdown) does not count a YAML or JSON file as an HTML page.
 */
const fileLine = (file: LlmsFile): string => `- ${file.title}: <${file.url}>, ${file.description}`;

const versionLine = (version: LlmsVersion): string =>
  `- [Version ${version.label}](${version.txtUrl}): its pages; all of them in one file: ${version.fullTxtUrl}`;

/** The llms.txt index (llmstxt.org): title, summary, then one line per page in reading order. */
export function llmsTxt(site: LlmsSite, pages: readonly LlmsPage[]): string {
  const lines = pages.map((page) => {
    const description = page.description ? `: ${page.description}` : '';
    return `- [${page.title}](${page.markdownUrl})${description}`;
  });
  return [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `Every page of the ${site.title} documentation is also published as Markdown, at its URL with \`.md\` added. All pages in one file: ${site.fullTxtUrl}`,
    '',
    ...(site.sitePages?.length
      ? [
          '## Site',
          '',
          ...site.sitePages.map((p) => `- [${p.title}](${p.markdownUrl}): ${p.description}`),
          '',
        ]
      : []),
    '## Docs',
    '',
    ...lines,
    ...(site.sections?.length ? ['', '## Sections', '', ...site.sections.map(sectionLine)] : []),
    ...(site.files?.length ? ['', '## API', '', ...site.files.map(fileLine)] : []),
    ...(site.otherVersions?.length
      ? ['', '## Other versions', '', ...site.otherVersions.map(versionLine)]
      : []),
    '',
  ].join('\n');
}

/** A page's Markdown (`markdown`, starting with its h1) with the URL it comes from under its h1. */
function withSource(url: string, markdown: string): string {
  const source = `Source: ${url}`;
  const trimmed = markdown.trim();
  if (!trimmed.startsWith('# ')) return `${source}\n\n${trimmed}\n`;
  const titleEnd = trimmed.indexOf('\n');
  if (titleEnd === -1) return `${trimmed}\n\n${source}\n`;
  return `${trimmed.slice(0, titleEnd)}\n\n${source}\n\n${trimmed.slice(titleEnd).trimStart()}\n`;
}

/** What separates the pages of llms-full.txt: a thematic break. */
const pageBreak = '\n---\n\n';

/**
 * A page as llms-full.txt holds it, the page at `url` as Markdown, after a thematic break
 * unless it is the file's `first`: the file is these parts in reading order, then its end.
 */
export const llmsFullTxtPage = (url: string, markdown: string, first: boolean): string =>
  `${first ? '' : pageBreak}${withSource(url, markdown)}`;

/** How llms-full.txt ends: on a site split in sections, with where each section's pages are in full. */
export function llmsFullTxtEnd(sections: readonly LlmsSection[]): string {
  if (sections.length === 0) return '';
  const elsewhere = sections.map((section) => `- ${section.label}: ${section.fullTxtUrl}`);
  return `${pageBreak}The other pages, in full, one file per section:\n\n${elsewhere.join('\n')}\n`;
}

/**
 * Every page's Markdown in reading order, separated by thematic breaks; on a site split in
 * sections, the top-level pages, then where each section's pages are in full.
 */
export const llmsFullTxt = (
  pages: readonly { url: string; markdown: string }[],
  sections: readonly LlmsSection[] = [],
): string =>
  pages.map((page, index) => llmsFullTxtPage(page.url, page.markdown, index === 0)).join('') +
  llmsFullTxtEnd(sections);
