import { lazy, Suspense, useState } from 'react';
import type { ConfirmDeleteProps } from './confirm-delete-alert';

// Radix's dialog stack loads when a deletion is first asked about, not with every list page.
const ConfirmDeleteAlert = lazy(() =>
  import('./confirm-delete-alert').then((module) => ({ default: module.ConfirmDeleteAlert })),
);

/**
 * Asks before something is deleted for good. `onConfirm` deletes it (saying how it went) and
 * answers whether it is gone; the dialog then closes. While it runs, the dialog stays open.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteProps) {
  // Mounted from the first opening on, so closing still animates and focus goes back as before.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDeleteAlert {...props} />
    </Suspense>
  );
}
