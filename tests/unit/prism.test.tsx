/**
 * plugins/prism-on-demand/client stands in for prism-react-renderer in the site's bundles: the
 * same code must render to the same markup as with the package itself, and every
 * language the pages use that stock Docusaurus highlights must still be highlighted.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import * as original from 'prism-react-renderer';

import * as slim from '@site/plugins/prism-on-demand/client';
import { brandPrismThemes } from '@site/src/brand/prismThemes';
import config from '@site/docusaurus.config';

/** The grammars the site loads, as Docusaurus's prism-include-languages loads them. */
const siteGrammars = config.themeConfig.prism.additionalLanguages;

/** The languages of the fenced code blocks on the site's pages. */
function pageLanguages(): string[] {
  const root = join(__dirname, '../..');
  const pages = [
    ...readdirSync(join(root, 'docs')).map((name) => join(root, 'docs', name)),
    join(root, 'src/components/FirstMessage/index.tsx'),
  ];
  const languages = pages.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [
      ...[...source.matchAll(/^\s*```([\w-]+)/gm)].map((m) => m[1]),
      ...[...source.matchAll(/language="([\w-]+)"/g)].map((m) => m[1]),
    ];
  });
  return [...new Set(languages)];
}

/**
 * Runs Prism grammar files against one Prism instance: each file extends the `Prism`
 * in scope, as under Docusaurus's prism-include-languages.
 */
function addGrammars(prism: object, names: string[]): void {
  for (const name of names) {
    const source = readFileSync(require.resolve(`prismjs/components/prism-${name}.js`), 'utf8');
    new Function('Prism', source)(prism);
  }
}

const samples: Record<string, string> = {
  js: 'const response = await fetch(`${base}/messages`, {\n  body: JSON.stringify({ to }),\n});\n\nconsole.log(response.status);',
  bash: 'curl -X POST "https://api.example.com/v1/messages" \\\n  -H "Authorization: Bearer $TOKEN"\n',
  json: '{ "to": "+15550100", "text": "Hi", "retries": 3, "ok": true }',
  python:
    'import os\n\n# Send one message\nresponse = requests.post(url, json={"to": to})\nprint(response.status_code)',
  text: 'plain text\n\nwith an empty line',
};

type RenderProps = Parameters<slim.HighlightProps['children']>[0];

function codeBlock({
  tokens,
  className,
  style,
  getLineProps,
  getTokenProps,
}: RenderProps): ReactElement {
  return (
    <pre className={className} style={style}>
      {tokens.map((line, i) => (
        <div key={i} {...getLineProps({ line })}>
          {line.map((token, j) => (
            <span key={j} {...getTokenProps({ token })} />
          ))}
        </div>
      ))}
    </pre>
  );
}

describe('the highlighter on Prism’s bare core', () => {
  // The highlighter adds the site's grammars itself when it loads.
  beforeAll(() => addGrammars(original.Prism, siteGrammars));

  for (const [language, code] of Object.entries(samples)) {
    it(`renders ${language} as prism-react-renderer does, in both colour modes`, () => {
      for (const theme of [brandPrismThemes.light, brandPrismThemes.dark]) {
        const ours = renderToStaticMarkup(
          <slim.Highlight theme={theme} code={code} language={language}>
            {codeBlock}
          </slim.Highlight>,
        );
        const theirs = renderToStaticMarkup(
          <original.Highlight theme={theme} code={code} language={language}>
            {codeBlock}
          </original.Highlight>,
        );
        expect(ours).toBe(theirs);
      }
    });
  }

  it('highlights every language of the pages that stock Docusaurus highlights', () => {
    const languages = pageLanguages();
    expect(languages).toContain('bash');
    const highlightedByStock = languages.filter((language) => original.Prism.languages[language]);
    const unhighlighted = highlightedByStock.filter((language) => !slim.Prism.languages[language]);
    expect(unhighlighted, 'languages missing from prism.additionalLanguages').toEqual([]);
  });
});
