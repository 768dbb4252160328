/**
 * The breakpoints of src/tokens.ts as custom media queries, for every stylesheet:
 * `@media (--md-up)` is `(min-width: 48em)`, `(--md-down)` is `(max-width: 48em)`,
 * `(--docs-mobile)` the docs' mobile layout. plugins/brand-tokens puts these
 * definitions in front of each stylesheet at build time; postcss-preset-env (part of
 * Docusaurus's CSS pipeline) then replaces each name by its query.
 */
import { breakpoints, docsMobileMaxWidthPx } from '../tokens';

export function brandCustomMedia(): string {
  const sized = Object.entries(breakpoints).filter(([name]) => name !== 'base');
  return [
    ...sized.flatMap(([name, width]) => [
      `@custom-media --${name}-up (min-width: ${width});`,
      `@custom-media --${name}-down (max-width: ${width});`,
    ]),
    `@custom-media --docs-mobile (max-width: ${docsMobileMaxWidthPx}px);`,
  ].join('\n');
}
