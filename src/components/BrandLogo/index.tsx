/**
 * The ChitChatLabs logo (static/img/logo.svg, logo-dark.svg) drawn inline: no file to
 * fetch and no image document for the browser to build before the first paint, and one
 * drawing for both colour modes instead of one image per mode. In the page's colours it
 * follows the colour mode (the brand's primary, its secondary, and the text on primary);
 * given a palette it keeps that one (the footer is dark in both modes).
 */
import type { ReactNode } from 'react';

import styles from './styles.module.css';

type LogoColors = { primary: string; secondary: string; onPrimary: string };

type Props = {
  /** What the logo says to assistive technology. */
  label: string;
  width: number;
  height: number;
  className?: string;
  /** Fixed colours; without them, the page's colour mode's. */
  colors?: LogoColors;
};

export default function BrandLogo({ label, width, height, className, colors }: Props): ReactNode {
  return (
    <svg
      viewBox="0 0 64 64"
      width={width}
      height={height}
      role="img"
      aria-label={label}
      className={className}
    >
      <path
        className={colors ? undefined : styles.bubble}
        fill={colors?.primary}
        d="M32 6C17.1 6 5 16.3 5 29c0 6.6 3.3 12.6 8.6 16.8L11 58l12.6-6.9c2.7.7 5.5 1.1 8.4 1.1 14.9 0 27-10.3 27-23.1S46.9 6 32 6z"
      />
      <path
        className={colors ? undefined : styles.eyes}
        fill={colors?.secondary}
        d="M22 23h6v6h-6zM36 23h6v6h-6z"
      />
      <path
        className={colors ? undefined : styles.smile}
        fill="none"
        stroke={colors?.onPrimary}
        strokeWidth={4}
        strokeLinecap="round"
        d="M21 36c3 3.5 6.7 5 11 5s8-1.5 11-5"
      />
    </svg>
  );
}
