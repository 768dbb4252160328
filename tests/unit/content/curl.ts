/** Reads a documented curl example as the shell and curl would. */

export type HttpRequest = {
  method: string;
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: unknown;
};

/**
 * Splits a shell command line into words: single quotes, double quotes (with
 * `$NAME` expansion from `env`), backslash-newline continuations. Throws on
 * anything that would make it more than one simple command.
 */
export function shellWords(command: string, env: Record<string, string>): string[] {
  const words: string[] = [];
  let word: string | undefined;
  const expand = (name: string): string => {
    if (!(name in env)) throw new Error(`the example uses $${name}, which the page never sets`);
    return env[name];
  };
  for (let i = 0; i < command.length; i += 1) {
    const c = command[i];
    if (c === '\\' && command[i + 1] === '\n') {
      i += 1;
      continue;
    }
    if (c === ' ' || c === '\t') {
      if (word !== undefined) words.push(word);
      word = undefined;
      continue;
    }
    if (c === '\n' || c === ';' || c === '&' || c === '|' || c === '>' || c === '<' || c === '`') {
      throw new Error(`not a single command: unquoted ${JSON.stringify(c)} at offset ${i}`);
    }
    if (c === "'") {
      const end = command.indexOf("'", i + 1);
      if (end === -1) throw new Error('unterminated single quote');
      word = (word ?? '') + command.slice(i + 1, end);
      i = end;
      continue;
    }
    if (c === '"') {
      let text = '';
      let j = i + 1;
      for (; j < command.length && command[j] !== '"'; j += 1) {
        if (command[j] === '\\' && '"\\$`'.includes(command[j + 1])) {
          text += command[j + 1];
          j += 1;
        } else if (command[j] === '$') {
          const rest = command.slice(j + 1);
          // ${NAME:?message}: the shell stops with the message when NAME is unset or empty.
          const required = /^\{([A-Za-z_]\w*):\?([^}]*)\}/.exec(rest);
          const name = required?.[1] ?? /^[A-Za-z_]\w*/.exec(rest)?.[0];
          if (!name) throw new Error(`unsupported $ expansion at offset ${j}`);
          if (required && !env[name]) throw new Error(`${name}: ${required[2]}`);
          text += expand(name);
          j += required ? required[0].length : name.length;
        } else text += command[j];
      }
      if (j >= command.length) throw new Error('unterminated double quote');
      word = (word ?? '') + text;
      i = j;
      continue;
    }
    if (c === '$') throw new Error(`unquoted $ at offset ${i}`);
    word = (word ?? '') + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}

export type CurlCommand = {
  request: HttpRequest;
  /** Whether curl exits with an error on an HTTP error status, still printing the body. */
  failWithBody: boolean;
  /** What curl prints after the response (`-w`), if anything. */
  writeOut: string | undefined;
  /** How many redirects curl follows (`--location --max-redirs N`); undefined: it follows none and exits 0 on one. */
  maxRedirects: number | undefined;
};

/** The request a curl command sends. */
export function parseCurl(command: string, env: Record<string, string>): HttpRequest {
  return parseCurlCommand(command, env).request;
}

/** A curl command's request and output options. Accepts only the options the docs use. */
export function parseCurlCommand(command: string, env: Record<string, string>): CurlCommand {
  const [program, ...args] = shellWords(command.trim(), env);
  if (program !== 'curl') throw new Error(`expected curl, got ${program}`);
  let method: string | undefined;
  let url: string | undefined;
  let data: string | undefined;
  let failWithBody = false;
  let writeOut: string | undefined;
  let location = false;
  let maxRedirects: number | undefined;
  const headers: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const value = (): string => {
      const next = args[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '-X' || arg === '--request') method = value();
    else if (arg === '-H' || arg === '--header') {
      const header = /^([^:]+):\s*(.*)$/.exec(value());
      if (!header) throw new Error(`malformed header ${args[i]}`);
      headers[header[1].toLowerCase()] = header[2];
    } else if (arg === '-d' || arg === '--data' || arg === '--data-raw') {
      if (data !== undefined) throw new Error('more than one body');
      data = value();
    } else if (arg === '--fail-with-body') failWithBody = true;
    else if (arg === '-w' || arg === '--write-out') writeOut = value();
    else if (arg === '-L' || arg === '--location') location = true;
    else if (arg === '--max-redirs') maxRedirects = Number(value());
    else if (arg.startsWith('-')) throw new Error(`unexpected curl option ${arg}`);
    else if (url === undefined) url = arg;
    else throw new Error(`second URL ${arg}`);
  }
  if (!method) throw new Error('no explicit -X method');
  if (!url) throw new Error('no URL');
  const body: unknown = data === undefined ? undefined : JSON.parse(data);
  return {
    request: { method, url, headers, body },
    failWithBody,
    writeOut,
    maxRedirects: location ? maxRedirects : undefined,
  };
}
