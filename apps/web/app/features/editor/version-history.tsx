import { History, Loader2 } from 'lucide-react';
import { Button } from '~/components/ui/button';

import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { type Creative, useRevertVersion, useVersions } from './editor-queries';

/**
 * The details view's version history (decision 0055): every saved version, newest first, with its
 * time and thumbnail; open any, or make an older one the newest again.
 */
export function VersionHistory({
  creative,
  onOpen,
}: {
  creative: Creative;
  onOpen: (creative: Creative) => void;
}) {
  const { t, language } = useT();
  const versions = useVersions(creative.id);
  const revert = useRevertVersion(creative.id);
  if (creative.mode !== 'image' || !creative.hasLayers) return null;
  const list = versions.data ?? [];
  const newest = list[0]?.version;
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  const restore = async (version: Creative) => {
    try {
      const made = await revert.mutateAsync(version.id);
      toast({ title: t('creatives:versions.reverted', { version: version.version }) });
      onOpen(made);
    } catch (failure) {
      toast({
        title:
          failure instanceof ApiError && failure.status > 0
            ? failure.message
            : t('creatives:versions.revertFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section className="mx-5 mt-4 rounded-xl border border-border p-4" aria-labelledby="versions-title">
      <h3 id="versions-title" className="flex items-center gap-2 font-medium text-sm">
        <History aria-hidden className="size-4" />
        {t('creatives:versions.title')}
      </h3>
      {versions.isPending && (
        <p role="status" className="mt-2 flex items-center gap-2 text-muted-foreground text-sm">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('creatives:versions.loading')}
        </p>
      )}
      {versions.isError && (
        <p role="alert" className="mt-2 text-destructive text-sm">
          {t('creatives:versions.loadFailed')}
        </p>
      )}
      {versions.isSuccess && list.length <= 1 && (
        <p className="mt-2 text-muted-foreground text-sm">{t('creatives:versions.none')}</p>
      )}
      {list.length > 1 && (
        <ol className="mt-3 grid gap-2" data-testid="creative-versions">
          {list.map((version) => (
            <li key={version.id} className="flex items-center gap-3">
              <img
                src={version.thumbnailUrl ?? version.imageUrl ?? ''}
                alt=""
                className="size-12 shrink-0 rounded-md border border-border object-cover"
                loading="lazy"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">
                  {t('creatives:versions.version', { version: version.version })}
                  {version.id === creative.id && (
                    <span className="ml-2 text-muted-foreground text-xs">
                      {t('creatives:versions.shown')}
                    </span>
                  )}
                </p>
                <p className="text-muted-foreground text-xs">
                  {time.format(new Date(version.completedAt ?? version.creationDate))}
                </p>
              </div>
              {version.id !== creative.id && (
                <Button size="sm" variant="ghost" onClick={() => onOpen(version)}>
                  {t('creatives:versions.open')}
                </Button>
              )}
              {version.version !== newest && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={revert.isPending}
                  onClick={() => void restore(version)}
                  data-testid="version-revert"
                >
                  {t('creatives:versions.revert')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
