/**
 * The site's own icons, drawn on a 24 × 24 grid in the current text colour and hidden
 * from assistive technology (the control around an icon carries its name). Icons the
 * theme already has (copy, external link) come from `@theme/Icon/*` instead.
 */
import type { ReactNode } from 'react';

type LineIconProps = { d: string; size: number; strokeWidth?: number };

function LineIcon({ d, size, strokeWidth = 2 }: LineIconProps): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const LinkIcon = (): ReactNode => (
  <LineIcon
    d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2"
    size={16}
    strokeWidth={2.2}
  />
);

/** A filled triangle; its container sizes it. */
export const PlayIcon = (): ReactNode => (
  <svg viewBox="0 0 24 24" focusable="false">
    <path d="M8 5.5v13l10.5-6.5z" />
  </svg>
);

const docAreaPaths = {
  onboarding: 'M5 12l4 4L19 6M4 20h16',
  app: 'M4 5h16v11H9l-5 4z M8 9h8M8 12h5',
  api: 'M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14',
  support:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.2 9.5a2.8 2.8 0 1 1 3.6 2.7c-.5.2-.8.6-.8 1.1v.7M12 17h.01',
} as const;

export type DocAreaIconName = keyof typeof docAreaPaths;

export const DocAreaIcon = ({ name }: { name: DocAreaIconName }): ReactNode => (
  <LineIcon d={docAreaPaths[name]} size={28} />
);
