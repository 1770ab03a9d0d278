import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';

export interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while deleting. */
  busyLabel?: string;
  onConfirm: () => Promise<boolean>;
  testId: string;
  titleClassName?: string;
}

/** The Radix alert dialog behind ConfirmDeleteDialog (confirm-delete-dialog.tsx), loaded when first opened. */
export function ConfirmDeleteAlert({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busyLabel = confirmLabel,
  onConfirm,
  testId,
  titleClassName,
}: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent data-testid={testId}>
        <AlertDialogTitle className={titleClassName}>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <Button variant="destructive" disabled={busy} onClick={confirm}>
            {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
