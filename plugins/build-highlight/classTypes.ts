import type { PrismTheme } from 'prism-react-renderer';

type Winners = Record<string, number>;

/** For each style property, the theme entry that sets it. */
const winnersOf = (styles: PrismTheme['styles'], entries: number[]): Winners =>
  Object.assign(
    {},
    ...entries.map((i) => Object.fromEntries(Object.keys(styles[i].style).map((p) => [p, i]))),
  ) as Winners;

const sameWinners = (a: Winners, b: Winners): boolean =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * The types to write as a token's classes so that the CSS rules made from the theme, one per entry in its order (the site's
 * brand stylesheet), colour it as Prism's
 * renderer does. That renderer gives each style property the value of the token's last
 * type that sets it; in CSS the last matching rule of the stylesheet wins. A type whose
 * every property a later type sets is left out (a `string variable operator` token is an
 * operator), and if the rules would still disagree the token is refused (undefined).
 */
export function tokenClassTypes(
  styles: PrismTheme['styles'],
  types: readonly string[],
): string[] | undefined {
  const entryOf = (type: string): number => styles.findIndex((s) => s.types.includes(type));
  const byRenderer = winnersOf(
    styles,
    types.map(entryOf).filter((i) => i >= 0),
  );
  const kept = types.filter((type) => {
    const entry = entryOf(type);
    return entry < 0 || Object.values(byRenderer).includes(entry);
  });
  const inStylesheetOrder = [...new Set(kept.map(entryOf).filter((i) => i >= 0))].sort(
    (a, b) => a - b,
  );
  return sameWinners(byRenderer, winnersOf(styles, inStylesheetOrder)) ? kept : undefined;
}
