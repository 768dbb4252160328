import type { ReactElement } from 'react';

import type { LineToken } from '../../tokenize';

/**
 * Lines of tokens from the build (plugins/build-highlight, `snippets`) drawn as the
 * rehype plugin writes Markdown's: a `.token-line` of `.token` spans and a `<br>`. Elements,
 * not a component, so that the code block reads the code's text from them to copy it.
 */
export function tokenLines(lines: LineToken[][]): ReactElement[] {
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
