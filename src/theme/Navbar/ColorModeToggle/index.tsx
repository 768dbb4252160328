import type { ReactNode } from 'react';
import clsx from 'clsx';
import NavbarColorModeToggle from '@theme-original/Navbar/ColorModeToggle';
import type NavbarColorModeToggleType from '@theme/Navbar/ColorModeToggle';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof NavbarColorModeToggleType>;

/**
 * The navbar's colour-mode toggle with a class of its own: below 997 px the theme
 * hides it (it moves into the mobile sidebar), and src/css/custom.css shows it again
 * on the pages that have no mobile sidebar.
 */
export default function NavbarColorModeToggleWrapper({ className, ...props }: Props): ReactNode {
  return (
    <NavbarColorModeToggle {...props} className={clsx(className, 'navbar-color-mode-toggle')} />
  );
}
