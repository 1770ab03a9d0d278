import { CircleAlert, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button-variants';
import { useUpgradeHref } from '~/features/billing';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';

/** A plan-limit notice with the way to upgrade. */
export function UpgradePrompt({ message }: { message: string }) {
  const { t } = useT();
  const upgradeTo = useUpgradeHref({ kind: 'brands' });
  return (
    <div
      role="alert"
      data-testid="brand-upgrade"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm">
        <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        {message}
      </p>
      <Link to={upgradeTo} className={buttonVariants({ size: 'sm' })}>
        {t('brands:upgrade')}
      </Link>
    </div>
  );
}

/**
 * Why a brand could not be saved: Too Many Brands with an upgrade prompt, an existing brand of the
 * same name with a link to edit it, or the server's (translated) message.
 */
export function BrandSaveError({ error }: { error: unknown }) {
  const { t } = useT();
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'TOO_MANY_BRANDS')
    return <UpgradePrompt message={error.message} />;
  const existingId =
    error instanceof ApiError && error.code === 'BRAND_EXISTS' ? error.details?.brandId : undefined;
  const message = error instanceof ApiError ? error.message : t('brands:editor.saveFailed');
  return (
    <div
      role="alert"
      data-testid="brand-save-error"
      className="flex flex-col gap-2 rounded-xl bg-destructive/10 px-4 py-3 text-destructive text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      {typeof existingId === 'string' && (
        <Link
          to={`/app/brands/${existingId}`}
          className={`${buttonVariants({ variant: 'outline', size: 'sm' })} text-foreground`}
        >
          {t('brands:editor.editExisting')}
        </Link>
      )}
    </div>
  );
}
