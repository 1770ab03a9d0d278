import { imageModels, videoModels } from '@brandloom/shared/models';
import { Archive, ArchiveRestore, ExternalLink, Loader2, Star, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/layout/load-failed';
import { Button } from '~/components/ui/button';
import { Sheet, SheetContent } from '~/components/ui/sheet';
import { BrandCheckPanel } from '~/features/brand-check';
import {
  CopyPromptButton,
  type Creative,
  creativeFrame,
  DownloadButton,
  VideoPlayer,
} from '~/features/create';
import { EditButton, VersionHistory } from '~/features/editor';
import { ResizeButton } from '~/features/formats';
import { useProfile } from '~/features/profile';
import { useStyleChoices } from '~/features/styles';
import { TemplateTitle } from '~/features/templates';
import { isApiStatus } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { CreativeImage } from './creative-image';
import { DeleteCreativeDialog } from './delete-creative-dialog';
import { useCreative } from './library-queries';
import { useCreativeActions } from './use-creative-actions';

const modelLabels = new Map<string, string>(
  [...imageModels, ...videoModels].map((model) => [model.id, model.label]),
);

interface DetailsProps {
  /** The creative to show; null keeps the sheet closed. */
  id: string | null;
  brands: readonly { id: string; name: string }[];
  onClose: () => void;
  /** Shows another creative (a version of this one) instead. */
  onOpen: (id: string) => void;
}

/**
 * The details of one creative (the library's `?creative=<id>`): the picture large, what made it,
 * and everything that can be done with it.
 */
export function CreativeDetails({ id, ...props }: DetailsProps) {
  const { t } = useT();
  return (
    <Sheet open={id !== null} onOpenChange={(open) => !open && props.onClose()}>
      <SheetContent
        data-testid="creative-details"
        title={t('creatives:details.title')}
        description={t('creatives:details.description')}
        closeLabel={t('creatives:details.close')}
        className="max-w-lg"
      >
        {id && <DetailsBody key={id} id={id} {...props} />}
      </SheetContent>
    </Sheet>
  );
}

function DetailsBody({ id, brands, onClose, onOpen }: DetailsProps & { id: string }) {
  const { t } = useT();
  const creative = useCreative(id);
  if (creative.isPending) {
    return (
      <div
        className="flex flex-1 items-center justify-center gap-2 text-muted-foreground text-sm"
        role="status"
      >
        <Loader2 aria-hidden className="size-4 animate-spin" />
        {t('creatives:details.loading')}
      </div>
    );
  }
  // Missing or someone else's: the server's (translated) message.
  if (isApiStatus(creative.error, 404)) {
    return (
      <p className="px-5 py-6 text-sm" role="alert" data-testid="creative-not-found">
        {creative.error.message}
      </p>
    );
  }
  if (creative.isError) {
    return (
      <div className="px-5 py-6">
        <LoadFailed
          title={t('creatives:details.loadFailed')}
          message=""
          retryLabel={t('creatives:details.retry')}
          onRetry={() => void creative.refetch()}
        />
      </div>
    );
  }
  return <Details creative={creative.data} brands={brands} onDeleted={onClose} onOpen={onOpen} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-border border-b py-2 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium">{children}</dd>
    </div>
  );
}

function Details({
  creative,
  brands,
  onDeleted,
  onOpen,
}: {
  creative: Creative;
  brands: readonly { id: string; name: string }[];
  onDeleted: () => void;
  onOpen: (id: string) => void;
}) {
  const { t, language } = useT();
  const publishId = useId();
  const profile = useProfile().data;
  const styles = useStyleChoices();
  const styleList = styles.data;
  const [confirming, setConfirming] = useState(false);
  const actions = useCreativeActions(creative);

  const brandName = creative.brandId ? brands.find((brand) => brand.id === creative.brandId)?.name : null;
  const styleName =
    creative.styleId && styleList
      ? [...styleList.presets, ...styleList.custom].find((style) => style.id === creative.styleId)?.name
      : null;
  const canPublish = profile?.profile.publishToExplore === true;
  const picture = creative.imageUrl ?? creative.thumbnailUrl;
  const frame = creativeFrame(creative);

  return (
    <div className="flex-1 overflow-y-auto">
      <div className="px-5 pt-4">
        <div
          className={`mx-auto max-h-[50dvh] overflow-hidden rounded-xl border border-border ${frame.className}`}
          style={frame.style}
        >
          {creative.mode === 'video' && creative.status === 'completed' ? (
            <VideoPlayer creative={creative} />
          ) : picture ? (
            <CreativeImage
              creative={creative}
              src={picture}
              alt={t('create:creative.alt', { prompt: creative.prompt })}
              eager
            />
          ) : (
            <div className="flex size-full items-center justify-center bg-muted p-4 text-center text-muted-foreground text-sm">
              {t(`library:status.${creative.status}`)}
            </div>
          )}
        </div>
        {creative.mode === 'image' && creative.imageUrl && (
          <a
            href={creative.imageUrl}
            target="_blank"
            rel="noreferrer"
            className="mt-2 inline-flex items-center gap-1 text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
          >
            <ExternalLink aria-hidden className="size-3.5" />
            {t('creatives:details.openImage')}
          </a>
        )}
      </div>

      <div className="flex flex-wrap gap-2 px-5 pt-4">
        <Button
          size="sm"
          variant="outline"
          aria-pressed={creative.favorite}
          onClick={actions.toggleFavorite}
          data-testid="details-favorite"
        >
          <Star
            aria-hidden
            className={`size-4 ${creative.favorite ? 'fill-amber-400 text-amber-500' : ''}`}
          />
          {creative.favorite ? t('library:unfavorite') : t('library:favorite')}
        </Button>
        <DownloadButton creative={creative} labelled />
        <EditButton creative={creative} labelled onSaved={(saved) => onOpen(saved.id)} />
        <ResizeButton creative={creative} labelled />
        <Button size="sm" variant="outline" onClick={actions.toggleArchived} data-testid="details-archive">
          {creative.archived ? (
            <ArchiveRestore aria-hidden className="size-4" />
          ) : (
            <Archive aria-hidden className="size-4" />
          )}
          {creative.archived ? t('library:unarchive') : t('library:archive')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={() => setConfirming(true)}
          data-testid="details-delete"
        >
          <Trash2 aria-hidden className="size-4" />
          {t('library:delete')}
        </Button>
      </div>

      <div className="px-5 pt-5">
        <BrandCheckPanel creative={creative} />
      </div>

      <section className="px-5 pt-5" aria-labelledby={`${publishId}-prompt`}>
        <div className="flex items-center justify-between gap-2">
          <h3 id={`${publishId}-prompt`} className="font-medium text-sm">
            {t('creatives:details.prompt')}
          </h3>
          <CopyPromptButton prompt={creative.prompt} />
        </div>
        <p
          className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-muted px-3 py-2 text-sm"
          data-testid="details-prompt"
        >
          {creative.prompt}
        </p>
      </section>

      <dl className="mx-5 mt-4 text-sm">
        <Fact label={t('creatives:details.brand')}>{brandName ?? t('creatives:details.noBrand')}</Fact>
        <Fact label={t('creatives:details.style')}>
          {/* A dash for a custom style deleted since; an ellipsis while the styles load. */}
          {creative.styleId ? (styleName ?? (styles.isPending ? '…' : '—')) : t('creatives:details.noStyle')}
        </Fact>
        {creative.templateId && (
          <Fact label={t('templates:details.template')}>
            <TemplateTitle id={creative.templateId} />
          </Fact>
        )}
        <Fact label={t('creatives:details.model')}>{modelLabels.get(creative.model) ?? creative.model}</Fact>
        {creative.quality && (
          <Fact label={t('creatives:details.quality')}>
            {t(`create:composer.qualities.${creative.quality}`)}
          </Fact>
        )}
        <Fact label={t('creatives:details.ratio')}>{creative.ratio}</Fact>
        <Fact label={t('creatives:details.cost')}>
          {t('creatives:details.credits', { count: creative.credits })}
        </Fact>
        <Fact label={t('creatives:details.date')}>
          {new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(creative.creationDate),
          )}
        </Fact>
        <Fact label={t('creatives:details.status')}>{t(`library:status.${creative.status}`)}</Fact>
      </dl>

      <VersionHistory creative={creative} onOpen={(version) => onOpen(version.id)} />

      <section className="mx-5 mt-4 mb-6 rounded-xl border border-border p-4">
        <div className="flex items-start justify-between gap-4">
          <div>
            <label htmlFor={publishId} className="font-medium text-sm">
              {t('creatives:details.publish')}
            </label>
            <p className="text-muted-foreground text-sm" id={`${publishId}-hint`}>
              {canPublish ? t('creatives:details.publishHint') : t('creatives:details.publishOff')}
            </p>
          </div>
          <button
            id={publishId}
            type="button"
            role="switch"
            aria-checked={creative.publishedToExplore}
            aria-describedby={`${publishId}-hint`}
            disabled={!canPublish || creative.status !== 'completed'}
            onClick={() => actions.publish(!creative.publishedToExplore)}
            data-testid="details-publish"
            className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-transparent bg-input outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-checked:bg-primary"
          >
            <span
              aria-hidden
              className={`block size-5 rounded-full bg-background shadow-sm transition-transform ${
                creative.publishedToExplore ? 'translate-x-5' : 'translate-x-0.5'
              }`}
            />
          </button>
        </div>
        {profile && !canPublish && (
          <Link
            to="/app/settings?section=general"
            className="mt-2 inline-block font-medium text-primary text-sm underline-offset-4 hover:underline"
          >
            {t('creatives:details.openSettings')}
          </Link>
        )}
      </section>

      <DeleteCreativeDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={async () => {
          const gone = await actions.remove();
          if (gone) onDeleted();
          return gone;
        }}
      />
    </div>
  );
}
