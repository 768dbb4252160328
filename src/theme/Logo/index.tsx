/**
 * Ejected from @docusaurus/theme-classic (theme/Logo, 3.10.2) to change one thing: the
 * logo is drawn inline (@site/src/components/BrandLogo) instead of as a ThemedImage,
 * which puts one image per colour mode in the page, both fetched before the first paint.
 * tests/unit/ejected-theme.test.ts fails when upstream changes the file.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useThemeConfig, type NavbarLogo } from '@docusaurus/theme-common';
import type { Props } from '@theme/Logo';

import BrandLogo from '@site/src/components/BrandLogo';

/** The logo's box as configured (navbar.logo's width and height), 32 px square without. */
const defaultSize = 32;

function LogoInline({
  logo,
  alt,
  imageClassName,
}: {
  logo: NavbarLogo;
  alt: string;
  imageClassName?: string;
}): ReactNode {
  const drawing = (
    <BrandLogo
      label={alt}
      width={Number(logo.width ?? defaultSize)}
      height={Number(logo.height ?? defaultSize)}
      className={logo.className}
    />
  );
  return imageClassName ? <div className={imageClassName}>{drawing}</div> : drawing;
}

export default function Logo(props: Props): ReactNode {
  const {
    siteConfig: { title },
  } = useDocusaurusContext();
  const {
    navbar: { title: navbarTitle, logo },
  } = useThemeConfig();

  const { imageClassName, titleClassName, ...propsRest } = props;
  const logoLink = useBaseUrl(logo?.href || '/');

  // If visible title is shown, fallback alt text should be
  // an empty string to mark the logo as decorative.
  const fallbackAlt = navbarTitle ? '' : title;

  // Use logo alt text if provided (including empty string),
  // and provide a sensible fallback otherwise.
  const alt = logo?.alt ?? fallbackAlt;

  return (
    <Link to={logoLink} {...propsRest} {...(logo?.target && { target: logo.target })}>
      {logo && <LogoInline logo={logo} alt={alt} imageClassName={imageClassName} />}
      {navbarTitle != null && <b className={titleClassName}>{navbarTitle}</b>}
    </Link>
  );
}
