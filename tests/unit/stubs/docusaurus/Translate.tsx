import { Fragment, type ReactNode } from 'react';

type TranslateParam = { id?: string; message: string; description?: string };
type Values = Record<string, ReactNode>;

/** Stand-in for @docusaurus/Translate: the default English message, untranslated. */
export function translate({ message }: TranslateParam, values?: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values?.[name] ?? whole);
}

/** Fills `{name}` placeholders with the given values, as the real component does. */
export default function Translate({
  children,
  values,
}: {
  id?: string;
  description?: string;
  children: string;
  values?: Values;
}): ReactNode {
  const parts = children.split(/\{(\w+)\}/);
  return parts.map((part, i) => (
    <Fragment key={i}>{i % 2 === 1 ? (values?.[part] ?? `{${part}}`) : part}</Fragment>
  ));
}
