import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

import { loadToasterModule } from './loadToaster';
import { isToasterRequested, subscribeToToasterRequest } from './toasterStore';

const BrandToaster = lazy(loadToasterModule);

/** Mounted once by the theme Root: renders nothing until the first toast is raised. */
export default function ToasterMount(): ReactNode {
  const requested = useSyncExternalStore(
    subscribeToToasterRequest,
    isToasterRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <BrandToaster />
    </Suspense>
  );
}
