import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { type AdminUser, useDeleteAdminUser } from '../admin-queries';

interface DeleteUserDialogProps {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** Asks soft (deactivate) or hard (remove everything), then deletes on confirmation. */
export function DeleteUserDialog({ user, open, onOpenChange, onDeleted }: DeleteUserDialogProps) {
  const { t } = useT();
  const [mode, setMode] = useState<'soft' | 'hard'>('soft');
  const deletion = useDeleteAdminUser();
  const busy = deletion.isPending;
  const name = useId();

  const confirm = async () => {
    try {
      await deletion.mutateAsync({ id: user.id, soft: mode === 'soft' });
      toast(
        mode === 'soft'
          ? {
              title: t('admin:delete.doneSoft'),
              description: t('admin:delete.doneSoftBody', { email: user.email }),
            }
          : {
              title: t('admin:delete.doneHard'),
              description: t('admin:delete.doneHardBody', { email: user.email }),
            },
      );
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      toast({
        title: t('admin:delete.failed'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };

  const options = [
    { value: 'soft', label: t('admin:delete.soft'), hint: t('admin:delete.softHint') },
    { value: 'hard', label: t('admin:delete.hard'), hint: t('admin:delete.hardHint') },
  ] as const;

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
        if (!next) setMode('soft');
      }}
    >
      <AlertDialogContent data-testid="delete-user-dialog">
        <AlertDialogTitle className="break-all">
          {t('admin:delete.title', { email: user.email })}
        </AlertDialogTitle>
        <AlertDialogDescription>{t('admin:delete.description')}</AlertDialogDescription>
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t('admin:delete.mode')}</legend>
          {options.map((option) => (
            <label
              key={option.value}
              className={`flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring ${
                mode === option.value
                  ? option.value === 'hard'
                    ? 'border-destructive bg-destructive/5'
                    : 'border-primary bg-primary/5'
                  : 'border-border hover:bg-muted/50'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={mode === option.value}
                onChange={() => setMode(option.value)}
                className="mt-0.5 size-4 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-medium text-sm">{option.label}</span>
                <span className="text-muted-foreground text-xs">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t('admin:delete.cancel')}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={busy} data-testid="confirm-delete-user">
            {busy ? t('admin:delete.deleting') : t('admin:delete.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
