/**
 * The ChitChatLabs logo (static/img/logo.svg, logo-dark.svg) drawn inline: no file to
 * fetch and no image document for the browser to build before the first paint, and one
 * drawing for both colour modes instead of one image per mode. Its colours are the
 * brand's CSS variables: the colour mode's primary, secondary and text on primary, or on
 * a dark surface (the footer, dark in both modes) the dark mode's.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

type Props = {
  /** What the logo says to assistive technology. */
  label: string;
  width: number;
  height: number;
  className?: string;
  /** Drawn on a surface that is dark in both colour modes. */
  onDark?: boolean;
};

export default function BrandLogo({ label, width, height, className, onDark }: Props): ReactNode {
  return (
    <svg
      viewBox="0 0 64 64"
      width={width}
      height={height}
      role="img"
      aria-label={label}
      className={clsx(onDark && styles.onDark, className)}
    >
      <path
        className={styles.bubble}
        d="M32 6C17.1 6 5 16.3 5 29c0 6.6 3.3 12.6 8.6 16.8L11 58l12.6-6.9c2.7.7 5.5 1.1 8.4 1.1 14.9 0 27-10.3 27-23.1S46.9 6 32 6z"
      />
      <path className={styles.eyes} d="M22 23h6v6h-6zM36 23h6v6h-6z" />
      <path
        className={styles.smile}
        fill="none"
        strokeWidth={4}
        strokeLinecap="round"
        d="M21 36c3 3.5 6.7 5 11 5s8-1.5 11-5"
      />
    </svg>
  );
}
