import type { Brand, BrandAsset, ScanSource } from '@brandloom/shared/brands';
import { catalogFontUrl } from '@brandloom/shared/font-catalog';
import { type ReactNode, useId, useRef, useState } from 'react';
import type { PathValue } from 'react-hook-form';
import { FormField } from '~/components/form/form-field';
import { Button } from '~/components/ui/button';
import { showFieldErrors } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { useSchemaForm } from '~/lib/use-schema-form';
import { normalizeHex } from '../brand-draft';
import { logoFromSvg, logoFromUrl, useSaveBrand } from '../brands-queries';
import {
  brandInputFromReview,
  logosToImport,
  type Reviewed,
  type ScanReview,
  scanReviewSchema,
} from '../scan-review';
import { textareaClass } from './field-styles';
import { FontPreview } from './font-preview';
import { FormSection } from './form-section';
import { BrandSaveError } from './save-error';

function SourceNote({ source }: { source: ScanSource | null }) {
  const { t } = useT();
  if (!source) return null;
  const kind = t(`brands:scan.sources.${source.kind}`);
  return (
    <span className="break-all text-muted-foreground text-xs">
      {t('brands:scan.source', { source: source.detail ? `${kind} (${source.detail})` : kind })}
    </span>
  );
}

/** A reviewed value with its "keep" box, what it is, and where it came from. */
function ReviewRow({
  item,
  label,
  onKeep,
  disabled,
  children,
}: {
  item: Reviewed<unknown>;
  label: string;
  onKeep: (keep: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <li
      className="flex items-start gap-3 rounded-xl border border-border bg-background p-3"
      data-testid="scan-item"
    >
      <input
        type="checkbox"
        checked={item.keep}
        disabled={disabled}
        onChange={(event) => onKeep(event.target.checked)}
        aria-label={`${t('brands:scan.keep')}: ${label}`}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {children}
        <SourceNote source={item.source} />
      </div>
    </li>
  );
}

/** The scanned draft to review: keep or drop each value, correct the text and colours, then save. */
export function ScanReviewForm({
  initial,
  onSaved,
}: {
  initial: ScanReview;
  onSaved: (brand: Brand) => void;
}) {
  const { t } = useT();
  const descriptionId = useId();
  const { form, fieldError } = useSchemaForm(scanReviewSchema, initial);
  const { register, handleSubmit, watch, setValue, getValues } = form;
  const review = watch();
  const saving = form.formState.isSubmitting;
  const saveBrand = useSaveBrand();
  // What the server refused that no field shows (or a logo that could not be imported).
  const [error, setError] = useState<unknown>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  const setItem = <K extends 'colors' | 'fonts' | 'logos'>(
    key: K,
    index: number,
    patch: Partial<ScanReview[K][number]>,
  ) =>
    setValue(
      key,
      getValues(key).map((item, at) => (at === index ? { ...item, ...patch } : item)) as PathValue<
        ScanReview,
        K
      >,
    );

  const save = handleSubmit(async (values) => {
    setError(null);
    try {
      const assets: BrandAsset[] = [];
      for (const { logo, variant } of logosToImport(values)) {
        try {
          const stored = logo.svg ? await logoFromSvg(logo.svg) : await logoFromUrl(logo.url ?? '');
          assets.push({
            kind: logo.kind,
            variant,
            path: stored.path,
            contentType: stored.contentType as BrandAsset['contentType'],
          });
        } catch (cause) {
          throw new Error(
            t('brands:scan.logoFailed', { message: cause instanceof Error ? cause.message : String(cause) }),
          );
        }
      }
      onSaved(await saveBrand.mutateAsync({ id: null, input: brandInputFromReview(values, assets) }));
    } catch (cause) {
      if (showFieldErrors(cause, form)) return;
      setError(cause);
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  });

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-5" data-testid="scan-review">
      <FormSection title={t('brands:editor.basics')}>
        <div className="flex flex-col gap-4">
          <div>
            <FormField label={t('brands:scan.name')} {...register('name')} error={fieldError('name')} />
            <SourceNote source={review.nameSource} />
          </div>
          <div>
            <label htmlFor={descriptionId} className="mb-1.5 block font-medium text-sm">
              {t('brands:scan.description')}
            </label>
            <textarea id={descriptionId} {...register('description')} rows={4} className={textareaClass} />
            <SourceNote source={review.descriptionSource} />
          </div>
        </div>
      </FormSection>

      <FormSection title={t('brands:scan.colors')}>
        {review.colors.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('brands:scan.nothing')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {review.colors.map((color, index) => {
              const label = t('brands:scan.editColor', { position: index + 1 });
              return (
                <ReviewRow
                  key={color.id}
                  item={color}
                  label={color.value}
                  onKeep={(keep) => setItem('colors', index, { keep })}
                >
                  <div className="flex items-center gap-2">
                    <input
                      type="color"
                      value={color.value}
                      aria-label={label}
                      onChange={(event) => setItem('colors', index, { value: event.target.value })}
                      className="h-9 w-12 shrink-0 cursor-pointer rounded-lg border border-input bg-background p-1"
                    />
                    <input
                      defaultValue={color.value}
                      key={color.value}
                      aria-label={`${label} (${t('brands:colors.hex')})`}
                      onBlur={(event) => {
                        const value = normalizeHex(event.target.value);
                        if (value) setItem('colors', index, { value });
                        else event.target.value = color.value;
                      }}
                      spellCheck={false}
                      className="h-9 w-28 rounded-lg border border-input bg-background px-2 font-mono text-sm outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
                    />
                  </div>
                </ReviewRow>
              );
            })}
          </ul>
        )}
      </FormSection>

      <FormSection title={t('brands:scan.fonts')}>
        {review.fonts.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('brands:scan.nothing')}</p>
        ) : (
          <ul className="grid gap-2">
            {review.fonts.map((font, index) => (
              <ReviewRow
                key={font.id}
                item={font}
                label={font.value.family}
                disabled={font.value.fontId === null}
                onKeep={(keep) => setItem('fonts', index, { keep })}
              >
                <FontPreview
                  url={font.value.fontId ? catalogFontUrl(font.value.fontId, 400) : null}
                  className="text-lg"
                >
                  {font.value.family}
                </FontPreview>
                {font.value.fontId === null && (
                  <span className="text-muted-foreground text-xs">{t('brands:scan.fontNotInCatalog')}</span>
                )}
              </ReviewRow>
            ))}
          </ul>
        )}
      </FormSection>

      <FormSection title={t('brands:scan.logos')}>
        {review.logos.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('brands:scan.nothing')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {review.logos.map((logo, index) => {
              // Inline SVG previews from its markup; an image on the site is only fetched (by the
              // server) once kept, so the page shows its address, not the picture.
              const svgPreview = logo.value.svg
                ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(logo.value.svg)}`
                : null;
              const label = `${t(`brands:scan.logoKinds.${logo.value.kind}`)} ${index + 1}`;
              return (
                <ReviewRow
                  key={logo.id}
                  item={logo}
                  label={label}
                  onKeep={(keep) => setItem('logos', index, { keep })}
                >
                  <span className="font-medium text-sm">{label}</span>
                  {svgPreview ? (
                    <div className="grid grid-cols-2 overflow-hidden rounded-lg border border-border">
                      {['bg-white', 'bg-neutral-900'].map((background) => (
                        <div key={background} className={`grid h-16 place-items-center p-2 ${background}`}>
                          <img src={svgPreview} alt="" className="max-h-full max-w-full object-contain" />
                        </div>
                      ))}
                    </div>
                  ) : (
                    <p
                      className="truncate rounded-lg border border-border px-3 py-2 font-mono text-xs"
                      title={logo.value.url ?? ''}
                    >
                      {logo.value.url}
                    </p>
                  )}
                </ReviewRow>
              );
            })}
          </ul>
        )}
      </FormSection>

      <div ref={errorRef} tabIndex={-1} className="outline-none">
        <BrandSaveError error={error} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving} data-testid="scan-save">
          {saving ? t('brands:scan.saving') : t('brands:scan.save')}
        </Button>
      </div>
    </form>
  );
}
