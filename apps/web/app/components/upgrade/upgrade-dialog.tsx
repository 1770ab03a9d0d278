import { lazy, Suspense, useState } from 'react';
import type { UpgradeDialogProps } from './upgrade-alert';

// Radix's dialog stack loads when the dialog is first needed, not with every page that may show it.
const UpgradeAlert = lazy(() =>
  import('./upgrade-alert').then((module) => ({ default: module.UpgradeAlert })),
);

/** Something the plan doesn't allow (or no credits left), with the way on: the upgrade. */
export function UpgradeDialog(props: UpgradeDialogProps) {
  // Mounted from the first opening on, so closing still animates and focus goes back as before.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeAlert {...props} />
    </Suspense>
  );
}
