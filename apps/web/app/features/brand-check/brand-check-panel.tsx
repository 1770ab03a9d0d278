import { worstStatus } from '@brandloom/shared/brand-check';
import { AlertTriangle, CheckCircle2, Loader2, Wand2, XCircle } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import { BrandCheckPill, type CheckedAnswer } from './brand-check-badge';
import { type CheckableCreative, useBrandCheck, useFixBrandCheck } from './brand-check-queries';

type Finding = CheckedAnswer['findings'][number];

const statusIcons = {
  pass: { Icon: CheckCircle2, colour: 'text-emerald-600 dark:text-emerald-400' },
  warn: { Icon: AlertTriangle, colour: 'text-amber-600 dark:text-amber-400' },
  fail: { Icon: XCircle, colour: 'text-red-600 dark:text-red-400' },
} as const;

/** A finding's reason with its numbers, worded by the app's own catalog. */
function useReason() {
  const { t } = useT();
  return (finding: Finding) =>
    t(`brandCheck:reasons.${finding.rule}_${finding.status}`, {
      ...finding.params,
      layer: finding.layerRole ? t(`brandCheck:layers.${finding.layerRole}`) : '',
    });
}

function FindingList({ findings, testId }: { findings: readonly Finding[]; testId: string }) {
  const { t } = useT();
  const reason = useReason();
  return (
    <ul className="grid gap-1.5" data-testid={testId}>
      {findings.map((finding) => {
        const { Icon, colour } = statusIcons[finding.status];
        return (
          <li
            // One layer can have two findings of a rule (its text and its button colour): the numbers differ.
            key={`${finding.rule}-${finding.layerId ?? 'all'}-${JSON.stringify(finding.params)}`}
            className="flex items-start gap-2 text-sm"
            data-status={finding.status}
            data-rule={finding.rule}
          >
            <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${colour}`} />
            <span className="min-w-0">
              <span className="sr-only">{t(`brandCheck:status.${finding.status}`)}: </span>
              {reason(finding)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The brand check with its reasons (details view, download dialog): issues listed, passes folded
 * away, and "Fix" when a fix is mechanical, which saves the fixed layout as the next version and shows it.
 */
export function BrandCheckPanel({ creative }: { creative: CheckableCreative }) {
  const { t } = useT();
  const headingId = useId();
  const check = useBrandCheck(creative, creative.mode === 'image');
  const fix = useFixBrandCheck(creative.id);
  if (creative.mode !== 'image') return null;

  let body: React.ReactNode;
  if (check.isPending) {
    body = (
      <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        {t('brandCheck:checking')}
      </p>
    );
  } else if (check.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-2 text-sm" role="alert">
        {t('brandCheck:failed')}
        <Button size="sm" variant="outline" onClick={() => void check.refetch()}>
          {t('brandCheck:retry')}
        </Button>
      </div>
    );
  } else if (check.data.state === 'not-checked') {
    body = (
      <p className="text-muted-foreground text-sm" data-testid="brand-check-not-checked">
        {t(`brandCheck:notCheckedReasons.${check.data.reason}`)}
      </p>
    );
  } else {
    const issues = check.data.findings.filter((finding) => finding.status !== 'pass');
    const passes = check.data.findings.filter((finding) => finding.status === 'pass');
    const fixed = fix.data?.check.state === 'checked' ? fix.data.check : null;
    body = (
      <div className="grid gap-3">
        {issues.length > 0 && <FindingList findings={issues} testId="brand-check-issues" />}
        {passes.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">
              {t('brandCheck:passed', { count: passes.length })}
            </summary>
            <div className="pt-2">
              <FindingList findings={passes} testId="brand-check-passes" />
            </div>
          </details>
        )}
        {check.data.fixable && !fixed && (
          <div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => fix.mutate()}
              disabled={fix.isPending}
              data-testid="brand-check-fix"
            >
              {fix.isPending ? (
                <Loader2 aria-hidden className="size-4 animate-spin" />
              ) : (
                <Wand2 aria-hidden className="size-4" />
              )}
              {fix.isPending ? t('brandCheck:fixing') : t('brandCheck:fix')}
            </Button>
            {fix.isError && (
              <p className="pt-2 text-destructive text-sm" role="alert">
                {t('brandCheck:fixFailed')}
              </p>
            )}
          </div>
        )}
        {fixed && fix.data && (
          <figure className="grid gap-2 rounded-xl border border-border p-3" data-testid="brand-check-fixed">
            <figcaption className="font-medium text-sm">{t('brandCheck:fixedTitle')}</figcaption>
            <img
              src={fix.data.creative.thumbnailUrl ?? fix.data.creative.imageUrl ?? ''}
              alt={t('brandCheck:fixedAlt')}
              className="max-h-64 w-auto rounded-lg object-contain"
            />
            <p className="text-sm" role="status">
              {t('brandCheck:fixedSummary', {
                result:
                  fixed.issues === 0
                    ? t('brandCheck:onBrand')
                    : t('brandCheck:issues', { count: fixed.issues }),
              })}
            </p>
          </figure>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-testid="brand-check">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-medium text-sm">
          {t('brandCheck:title')}
        </h3>
        {check.data?.state === 'checked' && (
          <BrandCheckPill check={{ issues: check.data.issues, worst: worstStatus(check.data.findings) }} />
        )}
      </div>
      {body}
    </section>
  );
}
