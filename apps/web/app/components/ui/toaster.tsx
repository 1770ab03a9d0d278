import { lazy, Suspense } from 'react';
import { useToast } from '~/lib/toast';

// Radix's toast kit (~6 KB gzipped) loads with the first toast, not with every page (decision 0005).
const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })));

/** The toast area at the top right of the app layout; `toast()` from anywhere feeds it. */
export function Toaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
