import type { ReactNode } from 'react';

import type { DocArea } from './areas';

const paths: Record<DocArea['icon'], string> = {
  onboarding: 'M5 12l4 4L19 6M4 20h16',
  app: 'M4 5h16v11H9l-5 4z M8 9h8M8 12h5',
  api: 'M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14',
  support:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.2 9.5a2.8 2.8 0 1 1 3.6 2.7c-.5.2-.8.6-.8 1.1v.7M12 17h.01',
};

export default function DocAreaIcon({ name }: { name: DocArea['icon'] }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
