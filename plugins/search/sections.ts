import {
  attribute,
  readPageTokens,
  type PageTokenReader,
  type StartTag,
} from '../build-steps/pageTokens';
import { OpenElements } from '../build-steps/openElements';
import type { SearchRecord } from './records';

/** Parts of a page that are controls or decoration, not content to find. */
const skippedTags = new Set([
  'script',
  'style',
  'svg',
  'button',
  'nav',
  'template',
  'noscript',
  'head',
]);
/**
 * Elements inside a line of text; every other element is a block, set off by
 * spaces. Spans are blocks (the landing page's cards stack them), except in code.
 */
const inlineTags = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'small',
  'strong',
  'sub',
  'sup',
]);
/** The theme's heading anchors and its phone table of contents. */
const skippedClasses = ['hash-link', 'theme-doc-toc-mobile'];

const hasClass = (tag: StartTag, name: string): boolean =>
  (attribute(tag, 'class') ?? '').split(/\s+/).includes(name);

function isSkipped(tag: StartTag): boolean {
  return (
    skippedTags.has(tag.name) ||
    attribute(tag, 'aria-hidden') === 'true' ||
    // What a component marks as no part of a page's text (as for search engines' snippets).
    attribute(tag, 'data-nosnippet') !== undefined ||
    skippedClasses.some((name) => hasClass(tag, name))
  );
}

const collapse = (text: string): string =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A section as a reader of pages gathers it: its text, code and terms not yet tidied. */
export type Section = Omit<SearchRecord, 'id' | 'url' | 'page' | 'terms'> & { terms: string };

/** The records of a page's sections: whitespace collapsed, an empty top left out. */
export function sectionRecords(
  sections: readonly Section[],
  url: string,
  page: string,
): Omit<SearchRecord, 'id'>[] {
  return sections
    .filter((section, index) => index > 0 || section.text.trim() !== '' || section.code !== '')
    .map(({ terms, ...section }) => ({
      url,
      page,
      ...section,
      text: collapse(section.text),
      code: collapse(section.code),
      // Only sections with tables carry terms: most records stay as small as before.
      ...(terms.trim() ? { terms: collapse(terms) } : {}),
    }));
}

/** Where a page's text goes as it is read. */
type Collector = {
  sections: Section[];
  /** The first h1's text, gathered; the page's title once it is closed. */
  page?: string;
  /** The h2 the next h3 belongs to. */
  parent?: string;
};

const newCollector = (): Collector => ({
  sections: [{ anchor: '', title: '', text: '', code: '', terms: '' }],
});

/**
 * The sections of one built page, in reading order: the text before the first h2
 * (titled with the page title), then one section per h2 or h3 that has an id.
 * Code blocks are kept apart from the prose (they rank lower). Reads the doc's
 * Markdown body when there is one, else the page's <main> (the landing page); deeper
 * headings stay in their section. The page is read as tokens, in one pass, with no tree.
 */
export function pageSections(html: string, url: string): PageSections {
  const { reader, sections } = pageSectionsReader(url);
  readPageTokens(html, reader);
  return sections();
}

/** What `pageSections` finds in a page's tokens. */
export type PageSections = Omit<SearchRecord, 'id'>[];

/** The reader of a page's tokens for `pageSections`, and the sections once it has read them. */
export function pageSectionsReader(url: string): {
  reader: PageTokenReader;
  sections: () => PageSections;
} {
  const elements = new OpenElements();
  /** Before <main>, in it, in its Markdown body, or past whichever is read. */
  let scope: 'before' | 'main' | 'markdown' | 'after' = 'before';
  let collected = newCollector();
  const current = (): Section => collected.sections[collected.sections.length - 1] as Section;
  // What the open elements inside the read part put the text in.
  let skipped = 0;
  let code = 0;
  let termCells = 0;
  /** The heading (or first h1) being read, and its text so far. */
  let heading: { text: string } | undefined;
  /** A row whose first element is not yet seen, so whether it defines a term is open. */
  let rowOpen = false;

  const addSpace = (inside: string): void => {
    if (heading) {
      if (!inlineTags.has(inside)) heading.text += ' ';
    } else if (code > 0) {
      if (inside === 'div') current().code += ' ';
    } else if (!inlineTags.has(inside)) {
      current().text += ' ';
      if (termCells > 0) current().terms += ' ';
    }
  };

  /** What an element opened inside the read part does, and undoes when it closes. */
  const openRead = (tag: StartTag): (() => void) | undefined => {
    const { name } = tag;
    const firstInRow = rowOpen;
    rowOpen = name === 'tr';
    if (skipped > 0 || isSkipped(tag)) {
      skipped += 1;
      return () => {
        skipped -= 1;
      };
    }
    if (heading) {
      addSpace(name);
      return () => addSpace(name);
    }
    if (name === 'h1' && collected.page === undefined && code === 0) {
      const h1 = (heading = { text: '' });
      return () => {
        collected.page = collapse(h1.text);
        heading = undefined;
      };
    }
    const id = attribute(tag, 'id');
    if ((name === 'h2' || name === 'h3') && id && code === 0) {
      const { parent } = collected;
      const section: Section = {
        anchor: id,
        title: '',
        ...(name === 'h3' && parent ? { parent } : {}),
        text: '',
        code: '',
        terms: '',
      };
      collected.sections.push(section);
      const title = (heading = { text: '' });
      return () => {
        section.title = collapse(title.text);
        if (name === 'h2') collected.parent = section.title;
        heading = undefined;
      };
    }
    if (name === 'pre') {
      code += 1;
      current().code += ' ';
      return () => {
        code -= 1;
        current().code += ' ';
      };
    }
    if (firstInRow && name === 'td' && code === 0) {
      termCells += 1;
      current().terms += ' ';
      addSpace(name);
      return () => {
        addSpace(name);
        termCells -= 1;
      };
    }
    addSpace(name);
    return () => addSpace(name);
  };

  const reader: PageTokenReader = {
    startTag(tag) {
      if (scope === 'after') return;
      elements.closeImpliedBy(tag.name);
      if (scope === 'before') {
        if (tag.name === 'main') {
          scope = 'main';
          elements.push({ name: 'main', close: () => (scope = 'after') });
        } else if (!tag.empty) elements.push({ name: tag.name });
        return;
      }
      if (scope === 'main' && hasClass(tag, 'theme-doc-markdown')) {
        // The doc's Markdown body: what was read of <main> before it is not the page's.
        scope = 'markdown';
        collected = newCollector();
        skipped = code = termCells = 0;
        heading = undefined;
        rowOpen = false;
        elements.push({ name: tag.name, close: () => (scope = 'after') });
        return;
      }
      const close = openRead(tag);
      if (tag.empty) close?.();
      else elements.push({ name: tag.name, close });
    },
    endTag(name) {
      if (scope !== 'after') elements.close(name);
    },
    // The site's navigation (at 5,000 pages, its sidebar is three quarters of a page) and
    // whatever follows the read part; not where the read part could start.
    skipsContent: (tag, content) =>
      scope === 'after' ||
      (tag.name === 'nav' && !/<main[\s/>]|theme-doc-markdown/i.test(content())),
    text(text) {
      if (scope !== 'main' && scope !== 'markdown') return;
      if (skipped > 0) return;
      if (heading) heading.text += text;
      else if (code > 0) current().code += text;
      else {
        current().text += text;
        if (termCells > 0) current().terms += text;
      }
    },
  };
  const sections = (): PageSections => {
    if (scope === 'before') return [];
    const page = collected.page ?? url;
    (collected.sections[0] as Section).title = page;
    return sectionRecords(collected.sections, url, page);
  };
  return { reader, sections };
}

/** A page that asks search engines not to index it (the search page, 404) stays out. */
export const isNoindex = (html: string): boolean =>
  /<meta[^>]*\bname=["']?robots["']?[^>]*\bcontent=["']?[^"'>]*noindex/i.test(html);
