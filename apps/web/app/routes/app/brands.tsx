import { CircleAlert, Globe, Palette, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { NextPageButton } from '~/components/ui/next-page-button';
import { appTitle } from '~/features/app-shell/app-meta';
import { useBrands } from '~/features/brands/brands-queries';
import { BrandCard } from '~/features/brands/components/brand-card';
import { DeleteBrandDialog } from '~/features/brands/components/delete-brand-dialog';
import { UpgradePrompt } from '~/features/brands/components/save-error';
import { useT } from '~/lib/i18n-context';

export const meta = () => appTitle('brands:title');

/** The brands manager: every brand as a card, with the ways to add one and the plan's limit. */
export default function Brands() {
  const { t } = useT();
  const brands = useBrands();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const list = brands.data ?? null;
  const atLimit = list !== null && list.maxBrands !== null && list.total >= list.maxBrands;

  const addButtons = (
    <div className="flex flex-wrap gap-2">
      <Link
        to="/app/brands/scan"
        className={buttonVariants({ variant: 'outline' })}
        data-testid="scan-website"
      >
        <Globe aria-hidden className="size-4" />
        {t('brands:scanWebsite')}
      </Link>
      <Link to="/app/brands/new" className={buttonVariants()} data-testid="new-brand">
        <Plus aria-hidden className="size-4" />
        {t('brands:newBrand')}
      </Link>
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-semibold text-2xl tracking-tight">{t('brands:title')}</h1>
          <p className="mt-1 text-muted-foreground text-sm">{t('brands:subtitle')}</p>
          {list && list.brands.length > 0 && (
            <p className="mt-2 text-muted-foreground text-xs" data-testid="brand-usage">
              {list.maxBrands === null
                ? t('brands:usageUnlimited', { count: list.total })
                : t('brands:usage', { count: list.total, max: list.maxBrands })}
            </p>
          )}
        </div>
        {list && list.brands.length > 0 && !atLimit && addButtons}
      </header>

      {brands.isPending && (
        <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t('brands:loading')}</span>
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              aria-hidden
              className="h-64 animate-pulse rounded-2xl border border-border bg-muted/50"
            />
          ))}
        </div>
      )}

      {brands.isError && !list && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-border p-6">
          <p className="flex items-center gap-2 font-medium">
            <CircleAlert aria-hidden className="size-4 text-destructive" />
            {t('brands:loadFailed')}
          </p>
          <Button variant="outline" onClick={() => void brands.refetch()}>
            {t('brands:retry')}
          </Button>
        </div>
      )}

      {list && atLimit && (
        <div className="mb-6">
          <UpgradePrompt message={t('brands:limitReached', { count: list.maxBrands ?? 0 })} />
        </div>
      )}

      {list && list.brands.length === 0 && (
        <div
          className="flex flex-col items-center gap-4 rounded-2xl border border-border border-dashed px-6 py-14 text-center"
          data-testid="brands-empty"
        >
          <span className="grid size-12 place-items-center rounded-2xl bg-primary/10 text-primary">
            <Palette aria-hidden className="size-6" />
          </span>
          <div>
            <h2 className="font-semibold text-lg">{t('brands:empty.title')}</h2>
            <p className="mt-1 max-w-md text-muted-foreground text-sm">{t('brands:empty.body')}</p>
          </div>
          {addButtons}
        </div>
      )}

      {list && list.brands.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="brand-list">
          {list.brands.map((brand) => (
            <li key={brand.id}>
              <BrandCard brand={brand} onDelete={() => setDeleting({ id: brand.id, name: brand.name })} />
            </li>
          ))}
        </ul>
      )}
      <NextPageButton query={brands} label={t('brands:more')} />
      <DeleteBrandDialog brand={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
