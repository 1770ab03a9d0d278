import { Ban, EyeOff, Loader2, Undo2, X } from 'lucide-react';
import { LoadFailed } from '~/components/layout/load-failed';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { type ModerationDecision, useExploreReports, useModerateCreative } from '../explore-queries';

const actions: { decision: ModerationDecision; icon: typeof EyeOff; label: string }[] = [
  { decision: 'hidden', icon: EyeOff, label: 'explore:admin.hide' },
  { decision: 'unpublished', icon: Undo2, label: 'explore:admin.unpublish' },
  { decision: 'blocked', icon: Ban, label: 'explore:admin.block' },
  { decision: 'dismissed', icon: X, label: 'explore:admin.dismiss' },
];

/** /app/admin's moderation queue: reported Explore creatives and what an admin does about them. */
export function ExploreReports() {
  const { t } = useT();
  const reports = useExploreReports();
  const moderate = useModerateCreative();
  const decide = (id: string, decision: ModerationDecision) =>
    moderate.mutate(
      { id, decision },
      {
        onSuccess: () => toast({ title: t('explore:admin.done') }),
        onError: (error) =>
          toast({ title: error.message || t('explore:admin.failed'), variant: 'destructive' }),
      },
    );
  return (
    <section className="mt-10" aria-labelledby="explore-reports-title" data-testid="explore-reports">
      <h2 id="explore-reports-title" className="font-semibold text-lg">
        {t('explore:admin.title')}
      </h2>
      <p className="text-muted-foreground text-sm">{t('explore:admin.subtitle')}</p>
      {reports.isPending ? (
        <Loader2
          className="mt-4 size-5 animate-spin text-muted-foreground"
          aria-label={t('explore:loadingMore')}
        />
      ) : reports.isError ? (
        <LoadFailed
          title={t('explore:loadFailed')}
          message={reports.error.message}
          retryLabel={t('explore:retry')}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.reports.length === 0 ? (
        <p className="mt-4 text-muted-foreground text-sm">{t('explore:admin.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {reports.data.reports.map((entry) => (
            <li
              key={entry.creativeId}
              className="flex flex-col gap-3 rounded-xl border border-border p-3 sm:flex-row"
              data-testid="explore-report-entry"
            >
              {entry.thumbnailUrl && (
                <img
                  src={entry.thumbnailUrl}
                  alt=""
                  className="size-24 shrink-0 rounded-lg bg-muted object-cover"
                />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                <p className="line-clamp-2">{entry.prompt}</p>
                <p className="text-muted-foreground">
                  {entry.username ? `@${entry.username}` : t('explore:anonymous')} ·{' '}
                  {t('explore:admin.reports', { count: entry.reports })} ·{' '}
                  {entry.reasons.map((reason) => t(`explore:reasons.${reason}`)).join(', ')}
                  {entry.hidden && ` · ${t('explore:admin.hidden')}`}
                  {entry.ownerBlocked && ` · ${t('explore:admin.blocked')}`}
                </p>
                {entry.notes.map((note) => (
                  <blockquote key={note} className="border-border border-l-2 pl-2 text-muted-foreground">
                    {note}
                  </blockquote>
                ))}
                <div className="mt-1 flex flex-wrap gap-2">
                  {actions.map(({ decision, icon: Icon, label }) => (
                    <Button
                      key={decision}
                      size="sm"
                      variant={decision === 'dismissed' ? 'ghost' : 'outline'}
                      disabled={moderate.isPending}
                      onClick={() => decide(entry.creativeId, decision)}
                      data-testid={`moderate-${decision}`}
                    >
                      <Icon className="size-4" aria-hidden />
                      {t(label)}
                    </Button>
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
