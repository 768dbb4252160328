import type { ReactNode } from 'react';

type Props = { children: ReactNode; value: string; label?: string };

/** Stand-in for @theme/TabItem: a panel named by its label. */
export default function TabItem({ children, value, label }: Props): ReactNode {
  return (
    <section aria-label={label ?? value} data-value={value}>
      {children}
    </section>
  );
}
