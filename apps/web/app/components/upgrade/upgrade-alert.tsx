import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { buttonVariants } from '~/components/ui/button-variants';
import { cn } from '~/lib/cn';
import { upgradePath } from '~/lib/upgrade-path';

export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
  icon: LucideIcon;
  /** The icon tile's colours. */
  iconClassName: string;
  title: string;
  description: ReactNode;
  closeLabel: string;
  upgradeLabel: string;
  testId: string;
}

/** The Radix alert dialog behind UpgradeDialog (upgrade-dialog.tsx), loaded when first opened. */
export function UpgradeAlert({
  open,
  onClose,
  icon: Icon,
  iconClassName,
  title,
  description,
  closeLabel,
  upgradeLabel,
  testId,
}: UpgradeDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialogContent data-testid={testId}>
        <div className={cn('grid size-10 place-items-center rounded-xl', iconClassName)}>
          <Icon aria-hidden className="size-5" />
        </div>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{closeLabel}</AlertDialogCancel>
          <Link to={upgradePath} className={buttonVariants()} onClick={onClose}>
            {upgradeLabel}
          </Link>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
