import { type VideoModelId, videoModels } from '@brandloom/shared/models';
import {
  clampVideoSeconds,
  type VideoAspect,
  videoDurations,
  videoModelRules,
} from '@brandloom/shared/video';
import { FolderOpen, Images, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import { useAvailableModels } from '../create-queries';
import { PickCreativeDialog, PickUploadDialog } from './pick-dialogs';

/** The image a video starts from: one of the user's finished image creatives or an upload (spec §5). */
export interface VideoBase {
  kind: 'creative' | 'upload';
  id: string;
  /** The creative's prompt or the upload's file name, for its label. */
  name: string;
  thumbnailUrl: string | null;
}

export interface VideoSettings {
  model: VideoModelId;
  durationSeconds: number;
  aspect: VideoAspect;
}

/** i18next reads `:` as the namespace separator, so frames get plain keys. */
const aspectKeys = { '16:9': 'landscape', '9:16': 'portrait', source: 'source' } as const satisfies Record<
  VideoAspect,
  string
>;

/** Settings that keep within the model's rules when the model changes. */
export function settingsFor(model: VideoModelId, from: Omit<VideoSettings, 'model'>): VideoSettings {
  const rules = videoModelRules[model];
  return {
    model,
    durationSeconds: clampVideoSeconds(model, from.durationSeconds),
    aspect: (rules.aspects as readonly VideoAspect[]).includes(from.aspect) ? from.aspect : rules.aspects[0],
  };
}

/**
 * Where the base comes from: pick-a-creative (images only) or pick-an-upload, one image each; picking
 * again replaces the base.
 */
function BaseSources({ hasBase, onPick }: { hasBase: boolean; onPick: (base: VideoBase) => void }) {
  const { t } = useT();
  const [dialog, setDialog] = useState<'creative' | 'upload' | null>(null);
  const pick =
    (kind: VideoBase['kind']) => (items: { id: string; name: string; thumbnailUrl: string | null }[]) => {
      const [item] = items;
      if (item) onPick({ kind, ...item });
      setDialog(null);
    };
  const purpose = (kind: 'Creative' | 'Upload') => ({
    title: t(`video:pickBase${kind}.title`),
    description: t(`video:pickBase${kind}.description`),
    confirm: t('video:confirmBase'),
  });
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-9"
        onClick={() => setDialog('creative')}
        data-testid="video-base-from-creatives"
      >
        <Images aria-hidden className="size-4" />
        <span className={hasBase ? 'sr-only sm:not-sr-only' : undefined}>{t('video:fromCreatives')}</span>
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-9"
        onClick={() => setDialog('upload')}
        data-testid="video-base-from-uploads"
      >
        <FolderOpen aria-hidden className="size-4" />
        <span className={hasBase ? 'sr-only sm:not-sr-only' : undefined}>{t('video:fromUploads')}</span>
      </Button>
      <PickCreativeDialog
        open={dialog === 'creative'}
        onOpenChange={(open) => setDialog(open ? 'creative' : null)}
        free={1}
        limitMessage=""
        onPick={pick('creative')}
        purpose={purpose('Creative')}
      />
      <PickUploadDialog
        open={dialog === 'upload'}
        onOpenChange={(open) => setDialog(open ? 'upload' : null)}
        free={1}
        limitMessage=""
        onPick={pick('upload')}
        purpose={purpose('Upload')}
      />
    </>
  );
}

/** The composer's video settings: base image, model, length and frame (spec §3, §9). */
export function VideoOptions({
  id,
  base,
  onPickBase,
  onRemoveBase,
  settings,
  onChange,
  selectClass,
}: {
  id: string;
  base: VideoBase | null;
  onPickBase: (base: VideoBase) => void;
  onRemoveBase: () => void;
  settings: VideoSettings;
  onChange: (settings: VideoSettings) => void;
  selectClass: string;
}) {
  const { t } = useT();
  const rules = videoModelRules[settings.model];
  const available = useAvailableModels();
  const offered = videoModels.filter((model) => !available || available.video.includes(model.id));
  // A preferred vendor model whose key this installation lacks gives way to one it has.
  const fallback = available && !available.video.includes(settings.model) ? available.video[0] : undefined;
  useEffect(() => {
    if (fallback) onChange(settingsFor(fallback, settings));
  }, [fallback, onChange, settings]);
  return (
    <>
      {base ? (
        <span
          className="flex h-9 items-center gap-2 rounded-lg border border-border bg-background py-1 pr-1 pl-1 text-sm"
          data-testid="video-base"
        >
          {base.thumbnailUrl && (
            <img
              src={base.thumbnailUrl}
              alt={t('video:baseAlt', { prompt: base.name })}
              className="size-7 rounded object-cover"
            />
          )}
          <span className="max-w-32 truncate">{t('video:base')}</span>
          <Button
            type="button"
            size="icon-sm"
            variant="ghost"
            onClick={onRemoveBase}
            aria-label={t('video:removeBase')}
            title={t('video:removeBase')}
          >
            <X aria-hidden className="size-4" />
          </Button>
        </span>
      ) : (
        <p className="w-full text-muted-foreground text-sm" data-testid="video-no-base">
          {t('video:noBase')}
        </p>
      )}
      <BaseSources hasBase={base !== null} onPick={onPickBase} />
      <label className="sr-only" htmlFor={`${id}-video-model`}>
        {t('video:model')}
      </label>
      <select
        id={`${id}-video-model`}
        data-testid="video-model"
        className={selectClass}
        value={settings.model}
        onChange={(event) => onChange(settingsFor(event.target.value as VideoModelId, settings))}
      >
        {offered.map((model) => (
          <option key={model.id} value={model.id}>
            {model.label}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${id}-video-duration`}>
        {t('video:duration')}
      </label>
      <select
        id={`${id}-video-duration`}
        data-testid="video-duration"
        className={selectClass}
        value={settings.durationSeconds}
        onChange={(event) => onChange({ ...settings, durationSeconds: Number(event.target.value) })}
      >
        {videoDurations(settings.model).map((seconds) => (
          <option key={seconds} value={seconds}>
            {t('video:seconds', { seconds })}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${id}-video-aspect`}>
        {t('video:aspect')}
      </label>
      <select
        id={`${id}-video-aspect`}
        data-testid="video-aspect"
        className={selectClass}
        value={settings.aspect}
        onChange={(event) => onChange({ ...settings, aspect: event.target.value as VideoAspect })}
      >
        {rules.aspects.map((aspect) => (
          <option key={aspect} value={aspect}>
            {t(`video:aspects.${aspectKeys[aspect]}`)}
          </option>
        ))}
      </select>
    </>
  );
}
