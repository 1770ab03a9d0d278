import type { Currency, PlanOffer } from '@brandloom/shared/billing';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, dataOf, type Schemas } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { queryKeys } from '~/lib/query-keys';
import { toast } from '~/lib/toast';

export type BillingView = Schemas['BillingSubscription'];
export type Subscription = NonNullable<BillingView['subscription']>;

/** The signed-in user's subscription and credits; plan changes anywhere refresh it (realtime). */
export function useSubscription() {
  return useQuery({
    queryKey: queryKeys.billing.subscription,
    queryFn: ({ signal }) => dataOf(api.GET('/api/stripe/subscription', { signal })),
  });
}

/** After a change: what shows the plan or the credits is read again (realtime does so too, later). */
function refreshBilling(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.billing.all });
  void client.invalidateQueries({ queryKey: queryKeys.credits.all });
  void client.invalidateQueries({ queryKey: queryKeys.profile });
}

/** Sends the browser to the provider's page (checkout, portal): it leaves the app. */
function go(url: string): void {
  window.location.assign(url);
}

/** A failed billing call's toast: the spec's message (§8) with the server's reason under it. */
function failureToast(title: string, error: unknown): void {
  toast({
    title,
    description: error instanceof ApiError ? error.message : undefined,
    variant: 'destructive',
  });
}

export interface CheckoutRequest {
  offer: PlanOffer;
  currency: Currency;
  /** App path to come back to. */
  returnPath?: string;
}

/** Spec §7 `stripe/create-checkout`: answers the checkout page's address. */
export function createCheckout({ offer, currency, returnPath }: CheckoutRequest): Promise<string> {
  return dataOf(
    api.POST('/api/stripe/create-checkout', {
      body: { plan: offer.plan, creditAmount: offer.creditAmount, currency, returnPath },
    }),
  ).then((answer) => answer.url);
}

/** A one-time credit pack's checkout page. */
export function createPackCheckout(input: {
  packId: Schemas['CreatePackCheckout']['packId'];
  currency: Currency;
  returnPath?: string;
}): Promise<string> {
  return dataOf(api.POST('/api/stripe/create-pack-checkout', { body: input })).then((answer) => answer.url);
}

/** Opens a checkout and goes there; on failure the spec's checkout message. */
export function useCheckout() {
  const { t } = useT();
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: go,
    onError: (error) => failureToast(t('billing:messages.checkoutFailed'), error),
  });
}

export function usePackCheckout() {
  const { t } = useT();
  return useMutation({
    mutationFn: createPackCheckout,
    onSuccess: go,
    onError: (error) => failureToast(t('billing:messages.checkoutFailed'), error),
  });
}

/** Spec §7 `stripe/create-portal`: invoices, card and cancelling at the provider. */
export function usePortal() {
  const { t } = useT();
  return useMutation({
    mutationFn: () => dataOf(api.POST('/api/stripe/create-portal')).then((answer) => answer.url),
    onSuccess: go,
    onError: (error) => failureToast(t('billing:messages.portalFailed'), error),
  });
}

/**
 * Spec §4: an upgrade (`stripe/update`) takes effect at once; when it needs a payment method
 * (`isPaymentMethodNeeded`) it goes through checkout instead. Answers whether the plan changed here.
 */
export function useUpgrade() {
  const { t } = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: CheckoutRequest): Promise<'changed' | 'checkout'> => {
      const { offer } = request;
      const answer = await dataOf(
        api.POST('/api/stripe/update', { body: { plan: offer.plan, creditAmount: offer.creditAmount } }),
      );
      if (!answer.isPaymentMethodNeeded) return 'changed';
      go(await createCheckout(request));
      return 'checkout';
    },
    onSuccess: (result) => {
      if (result === 'changed') refreshBilling(client);
    },
    onError: (error) => failureToast(t('billing:messages.updateFailed'), error),
  });
}

type ChangeCall =
  | { type: 'schedule-change'; offer: PlanOffer }
  | { type: 'cancel-scheduled-change' }
  | { type: 'cancel' }
  | { type: 'reactivate' };

const failureMessage: Record<ChangeCall['type'], string> = {
  'schedule-change': 'billing:messages.scheduledChangeFailed',
  'cancel-scheduled-change': 'billing:messages.scheduledChangeFailed',
  cancel: 'billing:messages.cancelFailed',
  reactivate: 'billing:messages.reactivateFailed',
};

function callChange(call: ChangeCall): Promise<BillingView> {
  switch (call.type) {
    case 'schedule-change':
      return dataOf(
        api.POST('/api/stripe/schedule-change', {
          body: { plan: call.offer.plan, creditAmount: call.offer.creditAmount },
        }),
      );
    case 'cancel-scheduled-change':
      return dataOf(api.POST('/api/stripe/cancel-scheduled-change'));
    case 'cancel':
      return dataOf(api.POST('/api/stripe/cancel'));
    case 'reactivate':
      return dataOf(api.POST('/api/stripe/reactivate'));
  }
}

/**
 * The changes that answer the subscription itself (schedule a downgrade, drop it, cancel, keep):
 * the answer replaces the cached one, and the credits and profile are read again.
 */
export function useSubscriptionChange() {
  const { t } = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: callChange,
    onSuccess: (view) => {
      client.setQueryData(queryKeys.billing.subscription, view);
      refreshBilling(client);
    },
    onError: (error, call) => failureToast(t(failureMessage[call.type]), error),
  });
}

/** After checkout (`?checkout=success|cancelled` on the return page): the new plan is read at once. */
export function useRefreshBilling(): () => void {
  const client = useQueryClient();
  return () => refreshBilling(client);
}
