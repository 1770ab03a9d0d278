import type { Brand } from '@brandloom/shared/brands';
import { Palette, Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/layout/load-failed';
import { buttonVariants } from '~/components/ui/button-variants';
import { useUpgradeHref } from '~/features/billing';
import { cardLogo, useBrands } from '~/features/brands';
import { useT } from '~/lib/i18n-context';
import { asideLinkClass, DashboardSection } from './dashboard-section';

/** Logo on the background it was made for (light or dark), else the initial in the first colour. */
function BrandMark({ brand }: { brand: Brand }) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => {
        const logo = cardLogo(brand.assets, mode);
        return (
          <span
            key={mode}
            aria-hidden
            className={`size-11 shrink-0 place-items-center overflow-hidden rounded-xl border border-border p-1.5 ${mode === 'light' ? 'grid dark:hidden' : 'hidden dark:grid'} ${logo?.variant === 'dark' || (!logo && mode === 'dark') ? 'bg-neutral-900' : 'bg-white'}`}
          >
            {logo ? (
              <img src={logo.url} alt="" className="max-h-full max-w-full object-contain" />
            ) : (
              <span
                className="grid size-full place-items-center rounded-lg font-semibold text-white"
                style={{ backgroundColor: brand.colors[0] ?? '#52525b' }}
              >
                {brand.name.slice(0, 1).toUpperCase()}
              </span>
            )}
          </span>
        );
      })}
    </>
  );
}

/**
 * The user's brands with their logo and colours, and the way to add one — or, at the plan's cap,
 * the brands page's limit message with the way to upgrade, laid out for a narrow column.
 */
export function BrandsOverview() {
  const { t } = useT();
  const upgradeTo = useUpgradeHref({ kind: 'brands' });
  const brands = useBrands();
  const list = brands.data ?? null;
  const atLimit = list !== null && list.maxBrands !== null && list.total >= list.maxBrands;
  const addLink = (
    <Link
      to="/app/brands/new"
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      data-testid="dashboard-add-brand"
    >
      <Plus aria-hidden className="size-4" />
      {t('dashboard:brands.add')}
    </Link>
  );
  return (
    <DashboardSection
      id="dashboard-brands"
      title={t('dashboard:brands.title')}
      aside={
        list &&
        list.brands.length > 0 && (
          <Link to="/app/brands" className={asideLinkClass}>
            {t('dashboard:brands.manage')}
          </Link>
        )
      }
    >
      {brands.isPending && (
        <ul aria-hidden className="space-y-3">
          {[0, 1].map((index) => (
            <li key={index} className="flex items-center gap-3">
              <span className="size-11 animate-pulse rounded-xl bg-muted" />
              <span className="h-4 w-32 animate-pulse rounded bg-muted" />
            </li>
          ))}
        </ul>
      )}
      {brands.isError && !list && (
        <LoadFailed
          title={t('dashboard:brands.loadFailed')}
          message={t('dashboard:loadFailedBody')}
          retryLabel={t('dashboard:retry')}
          onRetry={() => void brands.refetch()}
        />
      )}
      {list && list.brands.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-border border-dashed px-6 py-8 text-center">
          <Palette aria-hidden className="size-7 text-muted-foreground" />
          <div>
            <p className="font-medium">{t('dashboard:brands.emptyTitle')}</p>
            <p className="mt-1 text-muted-foreground text-sm">{t('dashboard:brands.emptyBody')}</p>
          </div>
          {addLink}
        </div>
      )}
      {list && list.brands.length > 0 && (
        <>
          <ul className="space-y-1" data-testid="dashboard-brands">
            {list.brands.map((brand) => (
              <li key={brand.id}>
                <Link
                  to={`/app/brands/${brand.id}`}
                  className="-mx-2 flex items-center gap-3 rounded-xl p-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                  data-testid="dashboard-brand"
                >
                  <BrandMark brand={brand} />
                  <span className="min-w-0 flex-1 truncate font-medium text-sm">{brand.name}</span>
                  {brand.colors.length > 0 && (
                    <span
                      role="img"
                      aria-label={t('dashboard:brands.colors', { name: brand.name })}
                      className="flex shrink-0 -space-x-1"
                    >
                      {brand.colors.slice(0, 5).map((color) => (
                        <span
                          key={color}
                          title={color}
                          className="size-5 rounded-full border-2 border-card"
                          style={{ backgroundColor: color }}
                        />
                      ))}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            {atLimit ? (
              <div
                role="note"
                className="rounded-xl border border-primary/30 bg-primary/5 p-3 text-sm"
                data-testid="dashboard-brand-limit"
              >
                <p className="flex items-start gap-2">
                  <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  {t('brands:limitReached', { count: list.maxBrands ?? 0 })}
                </p>
                <Link to={upgradeTo} className={`${buttonVariants({ size: 'sm' })} mt-3 w-full`}>
                  {t('brands:upgrade')}
                </Link>
              </div>
            ) : (
              addLink
            )}
          </div>
        </>
      )}
    </DashboardSection>
  );
}
