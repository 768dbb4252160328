import type { ReactElement } from 'react';

import type { PackedLine } from '../../packedLines';

/**
 * Lines of tokens from the build, packed (../../packedLines: Markdown's code blocks and
 * the `snippets`), drawn as the theme's CodeBlock/Line draws them: a `.token-line` of
 * `.token` spans and a `<br>`. Elements, not a component, so that the code block reads
 * the code's text from them to copy it.
 */
export function tokenLines(lines: readonly PackedLine[]): ReactElement[] {
  return lines.map((line, i) => {
    const tokens: ReactElement[] = [];
    for (let j = 0; j + 1 < line.length; j += 2) {
      tokens.push(
        <span key={j} className={line[j] ? `token ${line[j]}` : 'token'}>
          {line[j + 1] || undefined}
        </span>,
      );
    }
    return (
      <div key={i} className="token-line">
        {tokens}
        <br />
      </div>
    );
  });
}
