/**
 * Ejected from @docusaurus/theme-classic (theme/Footer/Logo, 3.10.2) to change one
 * thing: the logo is drawn inline (@site/src/components/BrandLogo) in the dark mode's
 * colours, as the dark footer shows it in both modes, instead of as a ThemedImage file.
 * tests/unit/ejected-theme.test.ts fails when upstream changes the file.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { Props } from '@theme/Footer/Logo';

import BrandLogo from '@site/src/components/BrandLogo';

import styles from './styles.module.css';

function LogoImage({ logo }: Props): ReactNode {
  return (
    <BrandLogo
      label={logo.alt ?? ''}
      width={Number(logo.width)}
      height={Number(logo.height)}
      className={clsx('footer__logo', logo.className)}
      onDark
    />
  );
}

export default function FooterLogo({ logo }: Props): ReactNode {
  return logo.href ? (
    <Link href={logo.href} className={styles.footerLogoLink} target={logo.target}>
      <LogoImage logo={logo} />
    </Link>
  ) : (
    <LogoImage logo={logo} />
  );
}
