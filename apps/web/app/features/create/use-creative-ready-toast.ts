import { useLocation } from 'react-router';
import { useRealtime } from '~/features/realtime';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';

/**
 * Spec §4: "your creative is ready" when a creative completes while the user is elsewhere in the
 * app (on the creation screen the card itself shows it).
 */
export function useCreativeReadyToast(): void {
  const { t } = useT();
  const { pathname } = useLocation();
  useRealtime(['adcreative'], (update) => {
    if (update.kind !== 'change' || update.change.values?.status !== 'completed') return;
    if (pathname.startsWith('/app/create')) return;
    toast({ title: t('create:ready'), description: t('create:readyBody') });
  });
}
