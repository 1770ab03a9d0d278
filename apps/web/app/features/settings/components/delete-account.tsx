import type { Language } from '@brandloom/shared/i18n/languages';
import { accountDeletionWord } from '@brandloom/shared/profile-settings';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { homeHref } from '~/lib/language';
import { accountDeletedParam } from '../account-deleted';
import { useDeleteAccount } from '../settings-queries';

/** The danger zone: deletion needs the word 'delete' typed (spec §5). */
export function DeleteAccount() {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteAccount();
  const busy = deletion.isPending || deletion.isSuccess;
  const confirmed = word === accountDeletionWord;

  const onDelete = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setError(null);
    try {
      await deletion.mutateAsync(word);
      // A full load: the signed-out home page has none of the app's state. It shows the toast.
      window.location.assign(`${homeHref(i18n.language as Language)}?${accountDeletedParam}`);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('errors:INTERNAL'));
    }
  };

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
          setWord('');
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
                value={word}
                onChange={(event) => setWord(event.target.value)}
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
