import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { appI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { twoFactorApi } from '../api/two-factor-api';
import { PasswordConfirmForm } from './password-confirm-form';

/** Removing the factor: a confirmation that says what changes, with the password (plugin rule). */
export function DisableDialog({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useT();
  const i18n = appI18n();
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        className="text-destructive"
        onClick={() => setOpen(true)}
        data-testid="disable-2fa"
      >
        <ShieldOff aria-hidden className="size-4" />
        {t('twoFactor:disable.action')}
      </Button>
      <AlertDialogContent>
        <AlertDialogTitle>{t('twoFactor:disable.title')}</AlertDialogTitle>
        <AlertDialogDescription>{t('twoFactor:disable.body')}</AlertDialogDescription>
        <PasswordConfirmForm
          testId="disable-form"
          destructive
          submitLabel={t('twoFactor:disable.confirm')}
          busyLabel={t('twoFactor:disable.working')}
          onCancel={() => setOpen(false)}
          onConfirm={async (password) => {
            await twoFactorApi(i18n).disable(password);
            setOpen(false);
            toast({ title: t('twoFactor:disable.done'), description: t('twoFactor:disable.doneBody') });
            onDisabled();
          }}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}
