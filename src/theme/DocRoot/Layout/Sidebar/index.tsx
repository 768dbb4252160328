import type { ReactNode } from 'react';
import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
import type SidebarType from '@theme/DocRoot/Layout/Sidebar';
import type { WrapperProps } from '@docusaurus/types';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';

type Props = WrapperProps<typeof SidebarType>;

/** A class on <html>, in the server's HTML too, for the pages that have a docs sidebar. */
const hasDocsSidebarClassName = 'has-docs-sidebar';

/**
 * The docs sidebar, marking its page with `html.has-docs-sidebar`. The site has no
 * navbar items, so below 997 px these are exactly the pages whose navbar gets a
 * hamburger (after hydration): src/css/custom.css keeps its place on them, and
 * leaves the colour-mode toggle in the navbar on every other page.
 */
export default function SidebarWrapper(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider className={hasDocsSidebarClassName}>
      <Sidebar {...props} />
    </HtmlClassNameProvider>
  );
}
