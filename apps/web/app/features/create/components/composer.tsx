import { adFormats, adPlatforms, findAdFormat } from '@brandloom/shared/ad-formats';
import { type ImageRatio, imageRatios, maxVariantsPerPrompt } from '@brandloom/shared/generation';
import type { VideoModelId } from '@brandloom/shared/models';
import { type ImageQuality, imageQualities, type Plan, planRules } from '@brandloom/shared/plans';
import type { Template } from '@brandloom/shared/templates';
import { defaultVideoSeconds, type VideoAccess } from '@brandloom/shared/video';
import { ArrowUp, Coins, Loader2 } from 'lucide-react';
import {
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useState,
} from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { useT } from '~/lib/i18n-context';
import { oneOf } from '~/lib/one-of';
import { composerCost, imageGenerationRequest, videoGenerationRequest } from '../composer-request';
import type { GenerationRequest } from '../create-queries';
import { useComposerAttachments } from '../use-composer-attachments';
import { AttachMenu } from './attach-menu';
import { AttachmentTray } from './attachment-tray';
import { settingsFor, type VideoBase, VideoOptions, type VideoSettings } from './video-options';

/** The library template the next image prompt starts from (one at a time), kept by the chat. */
export interface ComposerTemplate {
  value: Template | null;
  onPick: (template: Template) => void;
  onRemove: () => void;
}

/** The composer's video mode, driven by the chat (an image's "Animate" switches to it). */
export interface ComposerVideo {
  mode: 'image' | 'video';
  onModeChange: (mode: 'image' | 'video') => void;
  access: VideoAccess | null;
  base: VideoBase | null;
  onPickBase: (base: VideoBase) => void;
  onRemoveBase: () => void;
  defaultModel: VideoModelId;
}

export interface ComposerChoices {
  brands: readonly { id: string; name: string }[];
  presetStyles: readonly { id: string; name: string }[];
  customStyles: readonly { id: string; name: string }[];
}

/** i18next reads `:` as the namespace separator, so ratios get plain keys. */
const ratioKeys = { '1:1': 'square', '2:3': 'portrait', '3:2': 'landscape' } as const satisfies Record<
  ImageRatio,
  string
>;

const selectClass =
  'h-9 rounded-lg border border-border bg-background px-2.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Whether a drag carries files (not text or a link dragged across the page). */
const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Composer settings to start from: an Explore remix's ratio and quality (0058). */
export interface ComposerPreset {
  id: string;
  ratio: string;
  quality: string | null;
}

/**
 * The prompt box, its attachments and its settings. The cost in credits and the balance are shown
 * before sending; qualities the plan does not include are marked for upgrade. Images are attached
 * from the attach menu, or dropped or pasted onto the composer; they are sent with the prompt and
 * cleared once it was queued (`onSubmit` gets the request's body and answers whether it was
 * queued). A picked template brings its ratio; video prompts never carry one.
 */
export function Composer({
  plan,
  balance,
  busy,
  onSubmit,
  prompt,
  onPromptChange,
  initialPlacement = null,
  preset = null,
  choices,
  video,
  template,
}: {
  choices: ComposerChoices;
  video: ComposerVideo;
  template: ComposerTemplate;
  plan: Plan | null;
  balance: number | null;
  busy: boolean;
  onSubmit: (request: GenerationRequest) => Promise<boolean>;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  /** A placement picked in the format finder (`/app/create?placement=…`). */
  initialPlacement?: string | null;
  /** Settings to start from (an Explore remix), applied once per `id`. */
  preset?: ComposerPreset | null;
}) {
  const { t } = useT();
  const id = useId();
  const [quality, setQuality] = useState<ImageQuality>('low');
  const [ratio, setRatio] = useState<ImageRatio>('1:1');
  const [placement, setPlacement] = useState<string | null>(
    initialPlacement && findAdFormat(initialPlacement) ? initialPlacement : null,
  );
  // A newly picked template switches the ratio to its own (the user may change it afterwards).
  const templateId = template.value?.id ?? null;
  const [ratioTemplateId, setRatioTemplateId] = useState<string | null>(null);
  if (templateId !== ratioTemplateId) {
    setRatioTemplateId(templateId);
    if (template.value) setRatio(template.value.ratio);
  }
  const [presetId, setPresetId] = useState<string | null>(null);
  if (preset && preset.id !== presetId) {
    setPresetId(preset.id);
    const presetRatio = oneOf(imageRatios, preset.ratio);
    const presetQuality = oneOf(imageQualities, preset.quality);
    if (presetRatio) setRatio(presetRatio);
    if (presetQuality) setQuality(presetQuality);
  }
  const [variants, setVariants] = useState(1);
  // The first brand is the natural default: most users have one.
  const [pickedBrand, setPickedBrand] = useState<string | null | undefined>(undefined);
  const brandId = pickedBrand === undefined ? (choices.brands[0]?.id ?? null) : pickedBrand;
  const [styleId, setStyleId] = useState<string | null>(null);
  const allowed = (value: ImageQuality) =>
    plan === null || (planRules[plan].imageQualities as readonly string[]).includes(value);
  const attachments = useComposerAttachments({ brandId });
  const [dragging, setDragging] = useState(false);
  const [videoSettings, setVideoSettings] = useState<VideoSettings>(() =>
    settingsFor(video.defaultModel, { durationSeconds: defaultVideoSeconds, aspect: '16:9' }),
  );
  const isVideo = video.mode === 'video';
  const cost = composerCost(
    isVideo ? { mode: 'video', ...videoSettings } : { mode: 'image', quality, variants },
  );
  // Files still uploading would be left out of the prompt, so sending waits for them.
  const canSend =
    prompt.trim().length > 0 && !busy && (isVideo ? video.base !== null : !attachments.uploading);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    if (isVideo) {
      if (video.base)
        await onSubmit(videoGenerationRequest({ prompt, brandId, base: video.base, ...videoSettings }));
      return;
    }
    const request = imageGenerationRequest({
      prompt,
      quality,
      ratio,
      variants,
      brandId,
      styleId,
      templateId,
      attachments: attachments.attachments,
      placement,
    });
    if (await onSubmit(request)) attachments.clear();
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files];
    // A video starts from its one base image, never from attachments.
    if (files.length === 0 || isVideo) return;
    event.preventDefault();
    attachments.upload(files);
  };
  const onDrop = (event: DragEvent) => {
    if (isVideo || !carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    attachments.upload([...event.dataTransfer.files]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      onSubmit={submit}
      onDragEnter={(event) => {
        if (carriesFiles(event)) setDragging(true);
      }}
      onDragOver={(event) => {
        if (carriesFiles(event)) event.preventDefault();
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      data-dragging={dragging}
      data-testid="composer"
      className={cn(
        'relative rounded-2xl border border-border bg-card p-3 shadow-sm focus-within:ring-2 focus-within:ring-ring/40',
        dragging && 'border-primary border-dashed',
      )}
      aria-label={t('create:composer.label')}
    >
      {dragging && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 z-10 grid place-items-center rounded-2xl bg-primary/10 font-medium text-primary text-sm backdrop-blur-[1px]"
        >
          {t('composer:attach.dropHere')}
        </div>
      )}
      {!isVideo && (
        <AttachmentTray state={attachments} template={template.value} onRemoveTemplate={template.onRemove} />
      )}
      <label htmlFor={`${id}-prompt`} className="sr-only">
        {t('create:composer.label')}
      </label>
      <textarea
        id={`${id}-prompt`}
        data-testid="composer-prompt"
        value={prompt}
        onChange={(event) => onPromptChange(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        rows={2}
        maxLength={4000}
        placeholder={isVideo ? t('video:placeholder') : t('create:composer.placeholder')}
        aria-describedby={`${id}-hint`}
        className="max-h-48 min-h-14 w-full resize-none bg-transparent px-2 py-1.5 text-[15px] outline-none placeholder:text-muted-foreground"
      />
      <p id={`${id}-hint`} className="sr-only">
        {t('create:composer.hint')}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {!isVideo && <AttachMenu state={attachments} onPickTemplate={template.onPick} />}
        <ModeSwitch video={video} />
        <label className="sr-only" htmlFor={`${id}-brand`}>
          {t('create:composer.brand')}
        </label>
        <select
          id={`${id}-brand`}
          data-testid="composer-brand"
          className={selectClass}
          value={brandId ?? ''}
          onChange={(event) => setPickedBrand(event.target.value || null)}
        >
          <option value="">{t('create:composer.noBrand')}</option>
          {choices.brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
        {isVideo && (
          <VideoOptions
            id={id}
            base={video.base}
            onPickBase={video.onPickBase}
            onRemoveBase={video.onRemoveBase}
            settings={videoSettings}
            onChange={setVideoSettings}
            selectClass={selectClass}
          />
        )}
        {!isVideo && (
          <>
            <label className="sr-only" htmlFor={`${id}-style`}>
              {t('create:composer.style')}
            </label>
            <select
              id={`${id}-style`}
              data-testid="composer-style"
              className={selectClass}
              value={styleId ?? ''}
              onChange={(event) => setStyleId(event.target.value || null)}
            >
              <option value="">{t('create:composer.noStyle')}</option>
              {choices.customStyles.length > 0 && (
                <optgroup label={t('create:composer.yourStyles')}>
                  {choices.customStyles.map((style) => (
                    <option key={style.id} value={style.id}>
                      {style.name}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label={t('create:composer.presetStyles')}>
                {choices.presetStyles.map((style) => (
                  <option key={style.id} value={style.id}>
                    {style.name}
                  </option>
                ))}
              </optgroup>
            </select>
            <label className="sr-only" htmlFor={`${id}-quality`}>
              {t('create:composer.quality')}
            </label>
            <select
              id={`${id}-quality`}
              data-testid="composer-quality"
              className={selectClass}
              value={quality}
              onChange={(event) => setQuality(event.target.value as ImageQuality)}
            >
              {imageQualities.map((value) => (
                <option key={value} value={value}>
                  {t(`create:composer.qualities.${value}`)}
                  {allowed(value) ? '' : ` · ${t('create:composer.upgrade')}`}
                </option>
              ))}
            </select>
            <label className="sr-only" htmlFor={`${id}-placement`}>
              {t('formats:composerPlacement')}
            </label>
            <select
              id={`${id}-placement`}
              data-testid="composer-placement"
              className={selectClass}
              value={placement ?? ''}
              onChange={(event) => setPlacement(event.target.value || null)}
            >
              <option value="">{t('formats:composerAnyPlacement')}</option>
              {adPlatforms.map((platform) => (
                <optgroup key={platform} label={t(`formats:platforms.${platform}`)}>
                  {adFormats
                    .filter((format) => format.platform === platform)
                    .map((format) => (
                      <option key={format.id} value={format.id}>
                        {t(`formats:placements.${format.id}`)} · {format.ratio}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
            {placement === null && (
              <>
                <label className="sr-only" htmlFor={`${id}-ratio`}>
                  {t('create:composer.ratio')}
                </label>
                <select
                  id={`${id}-ratio`}
                  data-testid="composer-ratio"
                  className={selectClass}
                  value={ratio}
                  onChange={(event) => setRatio(event.target.value as ImageRatio)}
                >
                  {imageRatios.map((value) => (
                    <option key={value} value={value}>
                      {t(`create:composer.ratios.${ratioKeys[value]}`)}
                    </option>
                  ))}
                </select>
              </>
            )}
            <label className="sr-only" htmlFor={`${id}-variants`}>
              {t('create:composer.variants')}
            </label>
            <select
              id={`${id}-variants`}
              data-testid="composer-variants"
              className={selectClass}
              value={variants}
              onChange={(event) => setVariants(Number(event.target.value))}
            >
              {Array.from({ length: maxVariantsPerPrompt }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count} × {t('create:composer.variants')}
                </option>
              ))}
            </select>
          </>
        )}
        <div className="ml-auto flex items-center gap-3">
          <span
            className="flex items-center gap-1.5 text-muted-foreground text-sm"
            data-testid="composer-cost"
          >
            <Coins aria-hidden className="size-4" />
            {t('create:composer.cost', { count: cost })}
            {balance !== null && (
              <span className="hidden sm:inline">· {t('create:composer.balance', { count: balance })}</span>
            )}
          </span>
          <Button type="submit" disabled={!canSend} data-testid="composer-send">
            {busy ? (
              <Loader2 aria-hidden className="size-4 animate-spin" />
            ) : (
              <ArrowUp aria-hidden className="size-4" />
            )}
            {busy ? t('create:composer.sending') : t('create:composer.send')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Image or video, as a radio group; video is disabled, with the reason, for users without access. */
function ModeSwitch({ video }: { video: ComposerVideo }) {
  const { t } = useT();
  const id = useId();
  const locked = video.access === 'none';
  const option = (mode: 'image' | 'video', label: string) => {
    const checked = video.mode === mode;
    const disabled = mode === 'video' && locked;
    return (
      <label
        className={`flex h-7 cursor-pointer items-center gap-1.5 rounded-md px-2.5 font-medium text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring ${
          checked ? 'bg-background text-foreground shadow-xs' : 'text-muted-foreground'
        } ${disabled ? 'cursor-not-allowed opacity-50' : ''}`}
      >
        <input
          type="radio"
          name={`${id}-mode`}
          value={mode}
          checked={checked}
          disabled={disabled}
          onChange={() => video.onModeChange(mode)}
          className="sr-only"
          data-testid={`composer-mode-${mode}`}
          aria-describedby={disabled ? `${id}-locked` : undefined}
        />
        {label}
        {mode === 'video' && (
          <span className="rounded bg-primary/10 px-1 text-[10px] text-primary uppercase">
            {t('video:beta')}
          </span>
        )}
      </label>
    );
  };
  return (
    <>
      <fieldset className="flex items-center rounded-lg bg-muted p-1">
        <legend className="sr-only">{t('video:modeLabel')}</legend>
        {option('image', t('video:image'))}
        {option('video', t('video:video'))}
      </fieldset>
      {locked && (
        <p id={`${id}-locked`} className="w-full text-muted-foreground text-xs" data-testid="video-locked">
          {t('video:noAccess')}
        </p>
      )}
    </>
  );
}
