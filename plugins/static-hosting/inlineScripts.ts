import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const javascriptTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** True for a <script> the browser runs from its own text (not src=, not a data block like JSON-LD). */
function isInlineExecutableScript(element: Element): boolean {
  if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) return false;
  const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
  return javascriptTypes.has(type);
}

function scriptText(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

function collectScripts(node: Node, found: string[]): void {
  if ('tagName' in node && isInlineExecutableScript(node)) found.push(scriptText(node));
  const children =
    'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) collectScripts(child, found);
}

/** The text of every inline script the page runs, as the browser's HTML parser sees it. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  collectScripts(parse(html), found);
  return found;
}

/** The CSP source expression (without quotes) that allows exactly this script text. */
export function cspHash(scriptText: string): string {
  return `sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}`;
}

/** Sorted, de-duplicated CSP hashes of the inline scripts of all the given pages. */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) for (const script of inlineScripts(html)) hashes.add(cspHash(script));
  return [...hashes].sort();
}
