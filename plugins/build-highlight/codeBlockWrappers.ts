/**
 * Components of the site that draw the theme's CodeBlock (`<SourceCodeBlock>`, which
 * imports `@theme/CodeBlock`): the build cannot see into them to colour their code, so
 * the page colours it in the browser, and the build names the component with the page
 * and line. Read from the component's own file, parsed as TypeScript with JSX.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from '@babel/parser';

import { defaultImports, type MdxNode } from './jsxCodeBlock';

const themeCodeBlock = '@theme/CodeBlock';
const extensions = ['', '.tsx', '.ts', '.jsx', '.js'];

/** The file a page's import of a local module names (`./X`, `@site/src/X`), if there is one. */
function moduleFile(from: string, pageFile: string, siteDir: string): string | undefined {
  const base = from.startsWith('@site/')
    ? resolve(siteDir, from.slice('@site/'.length))
    : from.startsWith('.')
      ? resolve(dirname(pageFile), from)
      : undefined;
  if (base === undefined) return undefined;
  const candidates = [
    ...extensions.map((extension) => base + extension),
    ...extensions.slice(1).map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Whether a module's source imports the theme's CodeBlock, by file and its last change. */
const importsCodeBlock = new Map<string, boolean>();

function drawsCodeBlock(file: string): boolean {
  const key = `${file}@${statSync(file).mtimeMs}`;
  const known = importsCodeBlock.get(key);
  if (known !== undefined) return known;
  let found = false;
  try {
    const { program } = parse(readFileSync(file, 'utf8'), {
      sourceType: 'module',
      plugins: ['typescript', 'jsx'],
      errorRecovery: true,
    });
    found = program.body.some(
      (statement) =>
        statement.type === 'ImportDeclaration' && statement.source.value === themeCodeBlock,
    );
  } catch {
    // A file the parser cannot read: the bundler will say why.
  }
  importsCodeBlock.set(key, found);
  return found;
}

/**
 * The names the page gives components of its site that draw the theme's CodeBlock, with
 * each one's file (relative to `siteDir`), for the build's warning.
 */
export function codeBlockWrappers(
  tree: MdxNode,
  pageFile: string,
  siteDir: string,
): Map<string, string> {
  const wrappers = new Map<string, string>();
  for (const { name, from } of defaultImports(tree)) {
    if (from === themeCodeBlock) continue;
    const file = moduleFile(from, pageFile, siteDir);
    if (file && /\.[jt]sx?$/.test(file) && drawsCodeBlock(file))
      wrappers.set(name, relative(siteDir, file));
  }
  return wrappers;
}
