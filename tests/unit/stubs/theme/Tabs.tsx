import type { ReactNode } from 'react';

type Props = { children: ReactNode; groupId?: string };

/** Stand-in for @theme/Tabs: every tab's panel, one after the other. */
export default function Tabs({ children, groupId }: Props): ReactNode {
  return <div data-group-id={groupId}>{children}</div>;
}
