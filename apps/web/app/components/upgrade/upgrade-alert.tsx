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
  /** Where the upgrade button leads (the pricing page with the plan that unlocks it). */
  upgradeTo: string;
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
  upgradeTo,
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
          <Link
            to={upgradeTo}
            className={buttonVariants()}
            onClick={onClose}
            data-testid={`${testId}-upgrade`}
          >
            {upgradeLabel}
          </Link>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
