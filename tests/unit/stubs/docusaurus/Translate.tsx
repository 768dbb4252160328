import type { ReactNode } from 'react';

type Values = Record<string, string | number>;
type Message = { id?: string; message: string; description?: string };

const fill = (message: string, values?: Values): string =>
  message.replace(/{(\w+)}/g, (whole, name: string) => String(values?.[name] ?? whole));

/** Stand-in for @docusaurus/Translate: the default English message, placeholders filled. */
export function translate({ message }: Message, values?: Values): string {
  return fill(message, values);
}

export default function Translate({
  children,
  values,
}: {
  id?: string;
  description?: string;
  children: string;
  values?: Values;
}): ReactNode {
  return fill(children, values);
}
