import { createHash } from 'node:crypto';

import {
  attribute,
  readPageTokens,
  type PageTokenReader,
  type StartTag,
} from '../build-steps/pageTokens';

const javascriptTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

/** True for a <script> the browser runs from its own text (not src=, not a data block like JSON-LD). */
function isInlineExecutableScript(tag: StartTag): boolean {
  if (tag.name !== 'script' || attribute(tag, 'src') !== undefined) return false;
  const type = (attribute(tag, 'type') ?? '').trim().toLowerCase();
  return javascriptTypes.has(type);
}

/** The text of every inline script the page runs, as the browser's HTML parser sees it. */
export function inlineScripts(html: string): string[] {
  const { reader, scripts } = inlineScriptsReader();
  readPageTokens(html, reader);
  return scripts();
}

/** The reader of a page's tokens for `inlineScripts`, and the scripts once it has read them. */
export function inlineScriptsReader(): { reader: PageTokenReader; scripts: () => string[] } {
  const found: string[] = [];
  let script: string | undefined;
  const reader: PageTokenReader = {
    startTag(tag) {
      if (isInlineExecutableScript(tag) && !tag.empty) script = '';
    },
    text(text) {
      if (script !== undefined) script += text;
    },
    endTag(name) {
      if (name !== 'script' || script === undefined) return;
      found.push(script);
      script = undefined;
    },
    skipsContent: (_tag, content) => !/<script[\s/>]/i.test(content()),
  };
  // A script the page never closes runs with the text up to the end.
  const scripts = (): string[] => (script === undefined ? found : [...found, script]);
  return { reader, scripts };
}

/** The CSP source expression (without quotes) that allows exactly this script text. */
export function cspHash(scriptText: string): string {
  return `sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}`;
}

/** Sorted, de-duplicated CSP hashes of the inline scripts of all the given pages. */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const scripts = [...pages].flatMap(inlineScripts);
  return cspHashesOf(scripts);
}

/** Sorted, de-duplicated CSP hashes of `scripts`. */
export const cspHashesOf = (scripts: readonly string[]): string[] =>
  [...new Set(scripts.map(cspHash))].sort();
