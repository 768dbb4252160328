import type { ReactNode } from 'react';
import Layout from '@theme-original/DocRoot/Layout';
import type LayoutType from '@theme/DocRoot/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof LayoutType>;

/**
 * The docs layout, marking a page that has a docs sidebar with `html.has-docs-sidebar`
 * (in the server's HTML too). The site has no navbar items, so below 997 px these are
 * exactly the pages whose navbar gets a hamburger (after hydration): src/css/custom.css
 * keeps its place on them, and leaves the colour-mode toggle in the navbar on every
 * other page. The class sits here, around the whole layout, because the <html> classes
 * of the innermost provider (the doc's own) win.
 */
export default function LayoutWrapper(props: Props): ReactNode {
  const sidebar = useDocsSidebar();
  return (
    <HtmlClassNameProvider className={sidebar ? 'has-docs-sidebar' : ''}>
      <Layout {...props} />
    </HtmlClassNameProvider>
  );
}
