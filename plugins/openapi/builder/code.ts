/**
 * A request as the page's examples write it: cURL, JavaScript (Node.js `fetch`) and
 * Python (`requests`), each reading the key from CHITCHATLABS_API_KEY and stopping
 * when it is not set. The layout is the examples' own (Prettier for JavaScript, Black
 * for Python), so an example body gives back the example, character for character.
 */
import type { EndpointKind } from './types';

export type Sample = { language: 'bash' | 'js' | 'python'; title: string; code: string };
export type RequestToWrite = { endpoint: EndpointKind; url: string; body: Record<string, unknown> };

type Syntax = {
  string: (value: string) => string;
  key: (key: string) => string;
  /** `{ a: 1 }` or `{a: 1}`. */
  padBraces: boolean;
  trailingComma: boolean;
  width: number;
  indent: string;
};

const jsonString = (value: string): string => JSON.stringify(value);

const json: Syntax = {
  string: jsonString,
  key: jsonString,
  padBraces: true,
  trailingComma: false,
  width: 100,
  indent: '  ',
};

const singleQuoted = (value: string): string =>
  `'${JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;

const javascript: Syntax = {
  string: singleQuoted,
  key: (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : singleQuoted(key)),
  padBraces: true,
  trailingComma: true,
  width: 100,
  indent: '  ',
};

// JSON's string escapes are Python's too.
const python: Syntax = {
  string: jsonString,
  key: jsonString,
  padBraces: false,
  trailingComma: true,
  width: 88,
  indent: '    ',
};

type Json = string | number | boolean | null | Json[] | JsonObject;
type JsonObject = { [key: string]: Json };

function entriesOf(value: Json[] | { [key: string]: Json }, syntax: Syntax): [string, Json][] {
  return Array.isArray(value)
    ? value.map((item) => ['', item])
    : Object.entries(value).map(([key, item]) => [`${syntax.key(key)}: `, item]);
}

/** A value on one line. */
function flat(value: Json, syntax: Syntax): string {
  if (typeof value === 'string') return syntax.string(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const parts = entriesOf(value, syntax).map(([key, item]) => key + flat(item, syntax));
  if (Array.isArray(value)) return `[${parts.join(', ')}]`;
  if (parts.length === 0) return '{}';
  return syntax.padBraces ? `{ ${parts.join(', ')} }` : `{${parts.join(', ')}}`;
}

/**
 * A value that starts `used` characters into a line at `depth` indents and is
 * followed by `after`: on one line when it fits, else one entry per line.
 */
function laidOut(value: Json, syntax: Syntax, depth: number, used: number, after = ''): string {
  const oneLine = flat(value, syntax);
  if (typeof value !== 'object' || value === null) return oneLine;
  if (used + oneLine.length + after.length <= syntax.width) return oneLine;
  return block(value, syntax, depth);
}

/** An object or array with one entry per line, closed at `depth` indents. */
function block(value: Json[] | { [key: string]: Json }, syntax: Syntax, depth: number): string {
  const inner = syntax.indent.repeat(depth + 1);
  const entries = entriesOf(value, syntax);
  if (entries.length === 0) return Array.isArray(value) ? '[]' : '{}';
  const lines = entries.map(([key, item], i) => {
    const last = i === entries.length - 1;
    const comma = last && !syntax.trailingComma ? '' : ',';
    return `${inner}${key}${laidOut(item, syntax, depth + 1, inner.length + key.length, comma)}${comma}`;
  });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join('\n')}\n${syntax.indent.repeat(depth)}${close}`;
}

/** Text in single quotes for the shell: a quote inside becomes '"'"'. */
const shellQuoted = (text: string): string => `'${text.replace(/'/g, `'"'"'`)}'`;

const missingKey = 'Set CHITCHATLABS_API_KEY to your API key first';
const failed = 'The call failed: see the status and the response above.';

function curl({ url, body }: RequestToWrite): string {
  // The body sits two spaces in, like the examples: its entries at four.
  const data = block(body as JsonObject, json, 1);
  return [
    `curl --fail-with-body --location --max-redirs 0 \\`,
    `  -w '\\nHTTP status: %{http_code}\\n%{onerror}${failed}\\n' \\`,
    `  -X POST ${shellQuoted(url)} \\`,
    `  -H "x-tenant-api-key: \${CHITCHATLABS_API_KEY:?${missingKey}}" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuoted(data)}`,
  ].join('\n');
}

function js({ url, body }: RequestToWrite): string {
  return `const apiKey = process.env.CHITCHATLABS_API_KEY;
if (!apiKey) {
  console.error('${missingKey}.');
  process.exit(1);
}

const response = await fetch(${singleQuoted(url)}, {
  method: 'POST',
  headers: {
    'x-tenant-api-key': apiKey,
    'Content-Type': 'application/json',
  },
  redirect: 'manual',
  body: JSON.stringify(${block(body as JsonObject, javascript, 1)}),
});

console.log(\`HTTP status: \${response.status}\`);
console.log(await response.text());
if (!response.ok) {
  console.error('${failed}');
  process.exit(1);
}`;
}

function py({ url, body }: RequestToWrite): string {
  return `import os
import sys

import requests

api_key = os.environ.get("CHITCHATLABS_API_KEY")
if not api_key:
    sys.exit("${missingKey}.")

response = requests.post(
    ${jsonString(url)},
    headers={"x-tenant-api-key": api_key},
    json=${block(body as JsonObject, python, 1)},
    timeout=30,
    allow_redirects=False,
)

print("HTTP status:", response.status_code)
print(response.text)
if not 200 <= response.status_code < 300:
    sys.exit("${failed}")`;
}

const fileNames = {
  single: { js: 'send-single.mjs', python: 'send_single.py' },
  bulk: { js: 'send-bulk.mjs', python: 'send_bulk.py' },
} as const satisfies Record<EndpointKind, Record<'js' | 'python', string>>;

/** The request in the three languages of the page's examples, with their titles. */
export function samples(request: RequestToWrite): Record<'curl' | 'js' | 'python', Sample> {
  const names = fileNames[request.endpoint];
  return {
    curl: { language: 'bash', title: 'Terminal', code: curl(request) },
    js: { language: 'js', title: names.js, code: js(request) },
    python: { language: 'python', title: names.python, code: py(request) },
  };
}
