import { useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { Toaster, toast as sonner, type ExternalToast } from 'sonner';

import settings from '@generated/chitchatlabs-toasts/default/settings.json';
import { toasterReady } from './toasterStore';
import type { ToastPosition, ToastRenderer, ToastStatus } from './types';
import styles from './styles.module.css';

type SonnerPosition = NonNullable<ExternalToast['position']>;

const sonnerPositions: Record<ToastPosition, SonnerPosition> = {
  top: 'top-center',
  'top-left': 'top-left',
  'top-right': 'top-right',
  bottom: 'bottom-center',
  'bottom-left': 'bottom-left',
  'bottom-right': 'bottom-right',
};

/**
 * The positions name the sides of a left-to-right page: on a right-to-left page
 * they mirror, so a toast keeps to the end of the reading line.
 */
const mirroredPositions: Record<ToastPosition, ToastPosition> = {
  top: 'top',
  'top-left': 'top-right',
  'top-right': 'top-left',
  bottom: 'bottom',
  'bottom-left': 'bottom-right',
  'bottom-right': 'bottom-left',
};

/** Errors interrupt (role="alert"); everything else waits its turn (role="status"). */
function Announcement({ status, message }: { status: ToastStatus; message: string }): ReactNode {
  const urgent = status === 'error';
  return (
    <span
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {message}
    </span>
  );
}

const rendererFor = (place: (position: ToastPosition) => SonnerPosition): ToastRenderer => ({
  show(status, message, { id, duration, position, description }) {
    sonner[status](<Announcement status={status} message={message} />, {
      id,
      description,
      duration,
      position: position ? place(position) : undefined,
    });
  },
  dismiss(id) {
    sonner.dismiss(id);
  },
});

const width = `clamp(${settings.minWidthPx}px, 32vw, ${settings.maxWidthPx}px)`;

/** The one toaster of the site: the toast library configured with the plugin's options. */
export default function BrandToaster(): ReactNode {
  // Loaded in the browser only, once a toast is asked for: the page's <html dir> is set.
  const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  const place = useMemo(
    () => (position: ToastPosition) =>
      sonnerPositions[direction === 'rtl' ? mirroredPositions[position] : position],
    [direction],
  );
  useEffect(() => {
    toasterReady(rendererFor(place));
  }, [place]);
  return (
    <Toaster
      dir={direction}
      position={place(settings.position)}
      duration={settings.durationMs}
      closeButton
      visibleToasts={3}
      className={styles.toaster}
      style={{ '--width': width } as CSSProperties}
      toastOptions={{
        closeButtonAriaLabel: translate({ id: 'toast.close', message: 'Close notification' }),
      }}
    />
  );
}
