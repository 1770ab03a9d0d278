import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useRefreshBilling } from './billing-queries';

/**
 * Spec §4 "checkout ends as success or cancelled": the provider sends the browser back to the page
 * it came from with `?checkout=success|cancelled`. Success reads the new plan at once and says so;
 * cancelled says nothing changed. The marker leaves the address afterwards.
 */
export function useCheckoutEnd(): void {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const refresh = useRefreshBilling();
  const end = params.get('checkout');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per checkout end
  useEffect(() => {
    if (end !== 'success' && end !== 'cancelled') return;
    if (end === 'success') {
      refresh();
      toast({ title: t('billing:messages.checkoutSucceeded') });
    } else {
      toast({ title: t('billing:messages.checkoutCancelled') });
    }
    setParams(
      (current) => {
        current.delete('checkout');
        return current;
      },
      { replace: true },
    );
  }, [end]);
}
