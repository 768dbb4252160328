import type { ReactNode } from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof AType>;

/** Schemes that hand over to another app (mail, phone, messages) rather than load a page. */
const appScheme = /^(mailto|tel|sms):/i;

/**
 * Links in the docs. Docusaurus's Link opens every URL that is not a page of the site
 * in a new tab, `mailto:` and `tel:` included; those only start the mail or phone app,
 * and a new tab would be left blank, so they stay plain links.
 */
export default function MDXA(props: Props): ReactNode {
  if (appScheme.test(props.href ?? '')) return <a {...props} />;
  return <A {...props} />;
}
