import type { ReactNode } from 'react';

import type { LineToken } from '../tokenize';

/**
 * Lines of tokens from the build (plugins/build-highlight, `snippets`) drawn as the
 * rehype plugin writes Markdown's: a `.token-line` of `.token` spans and a `<br>`.
 */
export default function TokenLines({ lines }: { lines: LineToken[][] }): ReactNode {
  return lines.map((line, i) => (
    <div key={i} className="token-line">
      {line.map(({ types, content }, j) => (
        <span key={j} className={['token', ...types].join(' ')}>
          {content || undefined}
        </span>
      ))}
      <br />
    </div>
  ));
}
