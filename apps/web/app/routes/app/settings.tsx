import { Bot, CircleAlert, Coins, CreditCard, SlidersHorizontal, UserRound } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { appTitle } from '~/features/app-shell/app-meta';
import { SubscriptionSection } from '~/features/billing/components/subscription-section';
import { useProfile } from '~/features/profile/profile-queries';
import { AccountSection } from '~/features/settings/components/account-section';
import { CreditsSection } from '~/features/settings/components/credits-section';
import { GeneralSection } from '~/features/settings/components/general-section';
import { ModelsSection } from '~/features/settings/components/models-section';
import { loadAppI18n } from '~/lib/i18n/app-i18n';
import { useT } from '~/lib/i18n-context';

export const meta = () => appTitle('settings:title');

/** The Subscription section's plans and prices: strings no other /app page loads (the billing group). */
export async function clientLoader() {
  await loadAppI18n('billing');
  return null;
}

const sections = [
  { key: 'general', icon: SlidersHorizontal },
  { key: 'account', icon: UserRound },
  { key: 'subscription', icon: CreditCard },
  { key: 'credits', icon: Coins },
  { key: 'models', icon: Bot },
] as const;
type SectionKey = (typeof sections)[number]['key'];

const isSection = (value: string | null | undefined): value is SectionKey =>
  sections.some((section) => section.key === value);

/**
 * Settings (spec §3 "Profile settings"): General, Account, Subscription, Credits, Models. The section is in the
 * address (`?section=account`, or `#account`), so every one can be linked to and survives a reload.
 */
export default function Settings() {
  const { t } = useT();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const requested = params.get('section') ?? hash.slice(1);
  const active: SectionKey = isSection(requested) ? requested : 'general';
  // Saved in another tab or on another device: the realtime stream refreshes it here too.
  const profile = useProfile();

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-6 lg:mb-8">
        <h1 className="font-semibold text-2xl tracking-tight">{t('settings:title')}</h1>
        <p className="mt-1 text-muted-foreground text-sm">{t('settings:subtitle')}</p>
      </header>
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <nav
          aria-label={t('settings:sectionsLabel')}
          className="-mx-4 shrink-0 overflow-x-auto px-4 lg:mx-0 lg:w-52 lg:px-0"
        >
          <ul className="flex gap-1 lg:flex-col">
            {sections.map(({ key, icon: Icon }) => (
              <li key={key}>
                <Link
                  to={{ search: `?section=${key}` }}
                  replace
                  aria-current={active === key ? 'page' : undefined}
                  data-testid={`settings-tab-${key}`}
                  className="flex h-9 items-center gap-2.5 whitespace-nowrap rounded-lg px-3 font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-muted aria-[current=page]:text-foreground"
                >
                  <Icon aria-hidden className="size-4" />
                  {t(`settings:sections.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1" data-testid={`settings-section-${active}`}>
          {profile.isPending && (
            <div role="status" aria-live="polite" className="flex flex-col gap-4">
              <span className="sr-only">{t('settings:loading')}</span>
              {[0, 1].map((index) => (
                <div
                  key={index}
                  aria-hidden
                  className="h-40 animate-pulse rounded-2xl border border-border bg-muted/50"
                />
              ))}
            </div>
          )}
          {profile.isError && !profile.data && (
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-2xl border border-border p-6"
            >
              <p className="flex items-center gap-2 font-medium">
                <CircleAlert aria-hidden className="size-4 text-destructive" />
                {t('settings:loadFailed')}
              </p>
              <Button variant="outline" onClick={() => void profile.refetch()}>
                {t('settings:retry')}
              </Button>
            </div>
          )}
          {profile.data && (
            <>
              {active === 'general' && <GeneralSection profile={profile.data} />}
              {active === 'account' && <AccountSection profile={profile.data} />}
              {active === 'subscription' && <SubscriptionSection />}
              {active === 'credits' && <CreditsSection profile={profile.data} />}
              {active === 'models' && <ModelsSection profile={profile.data} />}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
