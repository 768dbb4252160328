import { spawnSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { parse } from 'acorn';

import type { HttpRequest } from './curl';

/**
 * Runs a documented JavaScript sample against a stand-in `fetch` and returns the
 * requests it made. The sample is parsed as an ES module first (top-level await).
 */
export async function requestsFromJs(
  code: string,
  env: Record<string, string>,
): Promise<HttpRequest[]> {
  parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const sent: HttpRequest[] = [];
  const fetch = async (url: string, init: { method?: string; headers?: object; body?: string }) => {
    const headers = Object.fromEntries(
      Object.entries(init.headers ?? {}).map(([name, value]) => [
        name.toLowerCase(),
        String(value),
      ]),
    );
    sent.push({
      method: init.method ?? 'GET',
      url,
      headers,
      body: init.body === undefined ? undefined : JSON.parse(init.body),
    });
    return { ok: true, status: 200, text: async () => '', json: async () => ({}) };
  };
  const context = { fetch, process: { env }, console: { log: () => undefined } };
  await runInNewContext(`(async () => {\n${code}\n})()`, context);
  return sent;
}

/** Parses the sample with Python's own parser, then runs it with a stand-in `requests` module. */
const pythonHarness = String.raw`
import ast, contextlib, io, json, os, sys, types

source = sys.stdin.read()
ast.parse(source)
sent = []

class Response:
    status_code = 200
    text = ""
    ok = True

def request(method, url, params=None, headers=None, json=None, data=None, timeout=None):
    if params is not None or data is not None:
        raise TypeError("the docs send JSON bodies only")
    if timeout is None:
        raise TypeError("set a timeout")
    names = {name.lower(): value for name, value in (headers or {}).items()}
    if json is not None:
        names.setdefault("content-type", "application/json")
    sent.append({"method": method, "url": url, "headers": names, "body": json})
    return Response()

requests = types.ModuleType("requests")
for verb in ("get", "post", "put", "patch", "delete"):
    setattr(requests, verb, lambda url, _verb=verb, **kwargs: request(_verb.upper(), url, **kwargs))
sys.modules["requests"] = requests
os.environ.update(json.loads(os.environ["SAMPLE_ENV"]))
with contextlib.redirect_stdout(io.StringIO()):
    exec(compile(source, "sample.py", "exec"), {"__name__": "__main__"})
print(json.dumps(sent))
`;

export function requestsFromPython(code: string, env: Record<string, string>): HttpRequest[] {
  const result = spawnSync('python3', ['-c', pythonHarness], {
    input: code,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SAMPLE_ENV: JSON.stringify(env) },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`python3 failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as HttpRequest[];
}
