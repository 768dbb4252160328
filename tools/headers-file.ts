/**
 * A build's `_headers` file read and applied as Cloudflare Pages applies it (its local
 * emulator, `wrangler pages dev`, does the same): every rule whose path matches adds its
 * headers in file order; a header a second rule sets again is appended, unless that rule
 * first detaches it (`! Name`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type HeaderRule = { pattern: RegExp; unset: string[]; set: Array<[string, string]> };

export function readHeaderRules(dir: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(join(dir, '_headers'), 'utf8').split('\n')) {
    const text = line.trim();
    if (text.startsWith('#') || !text) continue;
    if (!/^\s/.test(line)) {
      const pattern = text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${pattern}$`), unset: [], set: [] });
    } else if (text.startsWith('!')) {
      rules.at(-1)?.unset.push(text.slice(1).trim());
    } else {
      const colon = text.indexOf(':');
      rules.at(-1)?.set.push([text.slice(0, colon).trim(), text.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** The headers the rules give `path`, on top of `headers` (the server's own, such as Content-Type). */
export function applyHeaderRules(
  rules: readonly HeaderRule[],
  path: string,
  headers: Headers,
): Headers {
  const set = new Set<string>();
  for (const rule of rules.filter(({ pattern }) => pattern.test(path))) {
    for (const name of rule.unset) headers.delete(name);
    for (const [name, value] of rule.set) {
      if (set.has(name.toLowerCase())) headers.append(name, value);
      else headers.set(name, value);
      set.add(name.toLowerCase());
    }
  }
  return headers;
}
