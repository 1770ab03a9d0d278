import { accountDeletionWord } from '@brandloom/shared/profile-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '~/components/form/form-alert';
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
import { homeHref } from '~/lib/language';
import { accountDeletedParam } from '../account-deleted';
import { useDeleteAccount } from '../settings-queries';

// The body of DELETE /api/account: the word itself confirms (the button waits for it).
const confirmSchema = z.object({ confirm: z.string().refine((word) => word === accountDeletionWord) });

/** The danger zone: deletion needs the word 'delete' typed (spec §5). */
export function DeleteAccount() {
  const { t, language } = useT();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, watch, reset } = useForm({
    resolver: zodResolver(confirmSchema),
    defaultValues: { confirm: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteAccount();
  const busy = deletion.isPending || deletion.isSuccess;
  const confirmed = watch('confirm') === accountDeletionWord;

  const onDelete = handleSubmit(async ({ confirm }) => {
    setError(null);
    try {
      await deletion.mutateAsync(confirm);
      // A full load: the signed-out home page has none of the app's state. It shows the toast.
      window.location.assign(`${homeHref(language)}?${accountDeletedParam}`);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors:INTERNAL'));
    }
  });

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)} data-testid="settings-delete-open">
        <Trash2 aria-hidden className="size-4" />
        {t('settings:account.deleteButton')}
      </Button>
      <AlertDialog
        open={open}
        onOpenChange={(value) => {
          if (busy) return;
          setOpen(value);
          reset();
          setError(null);
        }}
      >
        <AlertDialogContent data-testid="settings-delete-dialog">
          <form onSubmit={onDelete} className="grid gap-4">
            <AlertDialogTitle>{t('settings:account.deleteDialogTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('settings:account.deleteDialogBody')}</AlertDialogDescription>
            <div>
              <label htmlFor={inputId} className="mb-1.5 block font-medium text-sm">
                {t('settings:account.deleteTypeLabel', { word: accountDeletionWord })}
              </label>
              <input
                id={inputId}
                {...register('confirm')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                data-testid="settings-delete-word"
                className="h-10 w-full rounded-lg border border-input bg-background px-3 font-mono text-sm shadow-xs outline-none focus-visible:border-destructive focus-visible:ring-3 focus-visible:ring-destructive/20"
              />
            </div>
            <FormAlert>{error}</FormAlert>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy}>{t('settings:account.cancel')}</AlertDialogCancel>
              <Button
                type="submit"
                variant="destructive"
                disabled={!confirmed || busy}
                data-testid="settings-delete-confirm"
              >
                {busy ? t('settings:account.deleting') : t('settings:account.deleteConfirm')}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
