import type { FindingStatus } from '@brandloom/shared/brand-check';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { Schemas } from '~/lib/api';
import { cn } from '~/lib/cn';
import { useT } from '~/lib/i18n-context';
import { type CheckableCreative, isCheckable, useBrandCheckSummary } from './brand-check-queries';

export type CheckedAnswer = Extract<Schemas['BrandCheck'], { state: 'checked' }>;

/** "On brand" or "N issues", in words and colour (the colour never says it alone). */
export function BrandCheckPill({ check }: { check: { issues: number; worst: FindingStatus } }) {
  const { t } = useT();
  const failed = check.worst === 'fail';
  const Icon = check.issues === 0 ? ShieldCheck : ShieldAlert;
  return (
    <span
      className={cn(
        // On a narrow card a long label ("Conforme à la marque") wraps inside the pill, never past the card.
        'inline-flex min-w-0 max-w-full items-center gap-1 rounded-full border px-2 py-0.5 font-medium text-xs leading-tight',
        check.issues === 0
          ? 'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-950 dark:text-emerald-200'
          : failed
            ? 'border-red-600/30 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-950 dark:text-red-200'
            : 'border-amber-600/30 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-950 dark:text-amber-200',
      )}
      data-testid="brand-check-badge"
      data-issues={check.issues}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {check.issues === 0 ? t('brandCheck:onBrand') : t('brandCheck:issues', { count: check.issues })}
    </span>
  );
}

/** The badge on a creative card: shown once a finished image with layers has been checked. */
export function BrandCheckBadge({ creative }: { creative: CheckableCreative }) {
  const checkable = isCheckable(creative);
  const check = useBrandCheckSummary(creative, checkable);
  if (!checkable || check.data?.state !== 'checked') return null;
  return <BrandCheckPill check={check.data} />;
}
