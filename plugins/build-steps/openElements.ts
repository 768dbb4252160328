/** An element a page has opened and not yet closed, and what its close does. */
export type OpenElement = { readonly name: string; readonly close?: () => void };

/** What a start tag closes (the nearest open element of `closes`) unless it meets `stopsAt` first. */
type ImpliedEnd = { closes: ReadonlySet<string>; stopsAt: ReadonlySet<string> };

const paragraphEnd: ImpliedEnd = {
  closes: new Set(['p']),
  stopsAt: new Set(['button', 'table', 'td', 'th', 'caption', 'template', 'html']),
};
const cellEnd: ImpliedEnd = { closes: new Set(['td', 'th']), stopsAt: new Set(['tr', 'table']) };
const sectionEnd: ImpliedEnd = {
  closes: new Set(['tbody', 'thead', 'tfoot']),
  stopsAt: new Set(['table']),
};
const definitionEnd: ImpliedEnd = { closes: new Set(['dt', 'dd']), stopsAt: new Set(['dl']) };

/**
 * The end tags HTML lets a page leave out, by the start tag that implies them (the
 * tree builder's rules for the elements a page of text uses): a minifier that removes
 * optional tags writes `<li>one<li>two` and `<p>text<div>`.
 */
const impliedEnds = new Map<string, ImpliedEnd>([
  ['li', { closes: new Set(['li']), stopsAt: new Set(['ul', 'ol', 'menu']) }],
  ['dt', definitionEnd],
  ['dd', definitionEnd],
  ['td', cellEnd],
  ['th', cellEnd],
  ['tr', { closes: new Set(['tr']), stopsAt: new Set(['tbody', 'thead', 'tfoot', 'table']) }],
  ['tbody', sectionEnd],
  ['thead', sectionEnd],
  ['tfoot', sectionEnd],
  ['option', { closes: new Set(['option']), stopsAt: new Set(['select', 'datalist', 'optgroup']) }],
  ...[
    'address',
    'article',
    'aside',
    'blockquote',
    'details',
    'dialog',
    'div',
    'dl',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'form',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'header',
    'hgroup',
    'hr',
    'main',
    'menu',
    'nav',
    'ol',
    'p',
    'pre',
    'section',
    'table',
    'ul',
  ].map((name): [string, ImpliedEnd] => [name, paragraphEnd]),
]);

/**
 * The elements open at a point of a page read token by token, closed as the browser's
 * tree builder closes them: by their end tag (with every element opened inside them),
 * or by a start tag that implies their end. A stray end tag closes nothing.
 */
export class OpenElements {
  private readonly open: OpenElement[] = [];

  /** Closes what the start tag `name` implies closed; call it before pushing that element. */
  closeImpliedBy(name: string): void {
    const implied = impliedEnds.get(name);
    if (!implied) return;
    for (let index = this.open.length - 1; index >= 0; index -= 1) {
      const element = this.open[index] as OpenElement;
      if (implied.closes.has(element.name)) {
        this.closeFrom(index);
        return;
      }
      if (implied.stopsAt.has(element.name)) return;
    }
  }

  push(element: OpenElement): void {
    this.open.push(element);
  }

  /** Closes the nearest open element named `name`, and every element still open inside it. */
  close(name: string): void {
    for (let index = this.open.length - 1; index >= 0; index -= 1) {
      if ((this.open[index] as OpenElement).name === name) {
        this.closeFrom(index);
        return;
      }
    }
  }

  private closeFrom(index: number): void {
    while (this.open.length > index) this.open.pop()?.close?.();
  }
}
