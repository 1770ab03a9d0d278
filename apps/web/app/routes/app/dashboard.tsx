import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/layout/load-failed';
import { appAreas } from '~/features/app-shell/app-areas';
import { appTitle } from '~/features/app-shell/app-meta';
import { useBrands } from '~/features/brands/brands-queries';
import { BrandsOverview } from '~/features/dashboard/components/brands-overview';
import { CreditsCard } from '~/features/dashboard/components/credits-card';
import { FirstRunChecklist, isChecklistComplete } from '~/features/dashboard/components/first-run-checklist';
import { QuickPrompt } from '~/features/dashboard/components/quick-prompt';
import { RecentCreatives } from '~/features/dashboard/components/recent-creatives';
import { useCloseChecklist, useOnboarding } from '~/features/dashboard/dashboard-queries';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';

export const meta = () => appTitle('app:nav.home');

/** /app, the dashboard: a quick prompt, credits, the first-run checklist, recent creatives and brands. */
export default function Dashboard() {
  const { t } = useT();
  const brands = useBrands();
  // A creative finishing ticks "first creative" while the page is open (realtime).
  const progress = useOnboarding();
  const { mutateAsync: closeChecklist } = useCloseChecklist();
  // Read once per visit: a checklist completed now stays on screen, ticked, until the next visit.
  const [closedOnArrival, setClosedOnArrival] = useState<boolean | null>(null);
  const [hidden, setHidden] = useState(false);
  const loaded = progress.data ?? null;
  if (loaded && closedOnArrival === null) setClosedOnArrival(loaded.checklistClosed);
  const complete = loaded !== null && isChecklistComplete(loaded);
  useEffect(() => {
    // Seen complete: closed for the next visits; failing that, it is simply shown once more.
    if (complete && closedOnArrival === false) closeChecklist().catch(() => {});
  }, [complete, closedOnArrival, closeChecklist]);
  const checklistShown = !hidden && closedOnArrival !== true;

  // Brands are not on the realtime stream: when the checklist learns of a first (or no longer any)
  // brand, made in another tab, the brands list is read again.
  const brandCreated = loaded?.brandCreated ?? null;
  const reloadBrands = brands.refetch;
  const brandCount = brands.data?.total ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of `brandCreated` asks again
  useEffect(() => {
    if (brandCreated !== null && brandCount !== null && brandCreated !== brandCount > 0) void reloadBrands();
  }, [brandCreated]);

  const hideChecklist = () => {
    setHidden(true);
    closeChecklist().then(
      () =>
        toast({ title: t('dashboard:checklist.hidden'), description: t('dashboard:checklist.hiddenBody') }),
      () => {
        setHidden(false);
        toast({ variant: 'destructive', title: t('dashboard:checklist.hideFailed') });
      },
    );
  };
  const firstBrand = brands.isPending ? undefined : (brands.data?.brands[0] ?? null);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <header>
        <div>
          <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{t('dashboard:title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('dashboard:subtitle')}</p>
        </div>
        <nav aria-label={t('dashboard:areas')} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {appAreas
              .filter((area) => area.key !== 'create')
              .map(({ key, icon: Icon }) => (
                <li key={key}>
                  <Link
                    to={`/app/${key}`}
                    className="flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full border border-border bg-card px-3 text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Icon aria-hidden className="size-4 text-muted-foreground" />
                    {t(`app:nav.${key}`)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </header>

      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <QuickPrompt brand={firstBrand} />
        </div>
        <CreditsCard />
      </div>

      {checklistShown && loaded && (
        <div className="mt-4">
          <FirstRunChecklist progress={loaded} onHide={hideChecklist} />
        </div>
      )}
      {checklistShown && progress.isError && !loaded && (
        <div className="mt-4">
          <LoadFailed
            title={t('dashboard:checklist.loadFailed')}
            message={progress.error.message || t('dashboard:loadFailedBody')}
            retryLabel={t('dashboard:retry')}
            onRetry={() => void progress.refetch()}
          />
        </div>
      )}

      <div className="mt-4 grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RecentCreatives madeBefore={loaded?.creativeGenerated === true} />
        </div>
        <BrandsOverview />
      </div>
    </div>
  );
}
