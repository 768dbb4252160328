import { spawnSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { parse } from 'acorn';

import type { HttpRequest } from './curl';
import { python } from './python';

/** What a sample did when run against a stand-in API that answers `status` with `body`. */
export type SampleRun = {
  requests: HttpRequest[];
  /** Everything it printed, standard output and standard error apart. */
  stdout: string;
  stderr: string;
  /** The exit code it asked for, or 0 when it ran to the end. */
  exitCode: number;
};

export type StandInResponse = { status: number; body: string };
const ok: StandInResponse = { status: 200, body: '' };

class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

/**
 * Runs a documented JavaScript sample against a stand-in `fetch` and records the
 * requests it made, what it printed and how it exited. The sample is parsed as an
 * ES module first (top-level await).
 */
export async function runJs(
  code: string,
  env: Record<string, string>,
  answer: StandInResponse = ok,
): Promise<SampleRun> {
  parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const run: SampleRun = { requests: [], stdout: '', stderr: '', exitCode: 0 };
  const fetch = async (url: string, init: { method?: string; headers?: object; body?: string }) => {
    const headers = Object.fromEntries(
      Object.entries(init.headers ?? {}).map(([name, value]) => [
        name.toLowerCase(),
        String(value),
      ]),
    );
    run.requests.push({
      method: init.method ?? 'GET',
      url,
      headers,
      body: init.body === undefined ? undefined : JSON.parse(init.body),
    });
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => answer.body,
    };
  };
  const print =
    (stream: 'stdout' | 'stderr') =>
    (...args: unknown[]) => {
      run[stream] += `${args.map(String).join(' ')}\n`;
    };
  const process = {
    env,
    exit: (exitCode = 0) => {
      throw new Exit(exitCode);
    },
  };
  const console = { log: print('stdout'), error: print('stderr') };
  try {
    await runInNewContext(`(async () => {\n${code}\n})()`, { fetch, process, console });
  } catch (error) {
    if (!(error instanceof Exit)) throw error;
    run.exitCode = error.code;
  }
  return run;
}

/** Parses the sample with Python's own parser, then runs it with a stand-in `requests` module. */
const pythonHarness = String.raw`
import ast, contextlib, io, json, os, sys, types

source = sys.stdin.read()
ast.parse(source)
answer = json.loads(os.environ["SAMPLE_ANSWER"])
sent = []

class Response:
    status_code = answer["status"]
    text = answer["body"]
    ok = 200 <= answer["status"] < 400

def request(method, url, params=None, headers=None, json=None, data=None, timeout=None, allow_redirects=True):
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
out, err, code = io.StringIO(), io.StringIO(), 0
with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
    try:
        exec(compile(source, "sample.py", "exec"), {"__name__": "__main__"})
    except SystemExit as exit:
        if isinstance(exit.code, str):
            print(exit.code, file=sys.stderr)
            code = 1
        else:
            code = exit.code or 0
print(json.dumps({"requests": sent, "stdout": out.getvalue(), "stderr": err.getvalue(), "exitCode": code}))
`;

export function runPython(
  code: string,
  env: Record<string, string>,
  answer: StandInResponse = ok,
): SampleRun {
  const result = spawnSync(python, ['-c', pythonHarness], {
    input: code,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SAMPLE_ENV: JSON.stringify(env),
      SAMPLE_ANSWER: JSON.stringify(answer),
    },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${python} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as SampleRun;
}
