import { useEffect } from 'react';
import { Toaster } from '~/components/ui/toaster';
import { AppI18nProvider } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';

function Announce() {
  const { t } = useT();
  useEffect(() => {
    toast({ title: t('settings:account.deleted'), description: t('settings:account.deletedBody') });
    // Said once: a reload or a shared link must not repeat it.
    const url = new URL(window.location.href);
    url.searchParams.delete('account');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [t]);
  return <Toaster />;
}

/**
 * The toast on the home page after an account deletion. Loaded on demand by the marketing layout
 * only when the address asks for it, so the public pages' budget does not carry i18next.
 */
export default function AccountDeletedToast() {
  // Its message is in the studio's `settings` strings.
  return (
    <AppI18nProvider area="app">
      <Announce />
    </AppI18nProvider>
  );
}
