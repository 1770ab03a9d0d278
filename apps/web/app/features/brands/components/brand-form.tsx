import type { Brand } from '@brandloom/shared/brands';
import { Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormField } from '~/components/form/form-field';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { showFieldErrors } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { useSchemaForm } from '~/lib/use-schema-form';
import { type BrandDraft, draftToInput } from '../brand-draft';
import { useSaveBrand } from '../brands-queries';
import { AssetSlots } from './asset-slots';
import { ColorList } from './color-list';
import { DeleteBrandDialog } from './delete-brand-dialog';
import { textareaClass } from './field-styles';
import { FontList } from './font-list';
import { FormSection } from './form-section';
import { BrandSaveError } from './save-error';

const briefFields = ['description', 'toneOfVoice', 'audience', 'offer'] as const;

/**
 * The brand form's values, checked by the server alone: it words every refusal in the user's
 * language (an empty name, an address it cannot use, the plan's limits) and the form places each
 * on its field, so nothing here may refuse first in other words. Here, not in brand-draft.ts, so
 * the brands list (which reads the draft helpers) does not load zod.
 */
const brandDraftSchema = z.custom<BrandDraft>();

/** Creates a brand (no `brandId`) or edits one: basics, brief, colours, fonts, logos and icons. */
export function BrandForm({
  initial,
  brandId,
  onSaved,
  onDeleted,
}: {
  initial: BrandDraft;
  brandId: string | null;
  onSaved: (brand: Brand) => void;
  onDeleted: () => void;
}) {
  const { t } = useT();
  const { form, fieldError } = useSchemaForm(brandDraftSchema, initial);
  const { register, control, handleSubmit } = form;
  const saveBrand = useSaveBrand();
  const saving = saveBrand.isPending;
  // What the server refused that no field shows, worded once above the save button.
  const [error, setError] = useState<unknown>(null);
  const [deleting, setDeleting] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const briefId = useId();

  const save = handleSubmit(async (draft) => {
    setError(null);
    try {
      onSaved(await saveBrand.mutateAsync({ id: brandId, input: draftToInput(draft) }));
    } catch (cause) {
      if (showFieldErrors(cause, form)) return;
      setError(cause);
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  });

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-5" data-testid="brand-form">
      <FormSection title={t('brands:editor.basics')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('brands:editor.name')}
            {...register('name')}
            error={fieldError('name')}
            autoComplete="organization"
            required
          />
          <FormField
            label={t('brands:editor.websiteUrl')}
            type="url"
            inputMode="url"
            {...register('websiteUrl')}
            error={fieldError('websiteUrl')}
            hint={t('brands:editor.websiteHint')}
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
      </FormSection>
      <FormSection title={t('brands:editor.brief')} hint={t('brands:editor.briefHint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {briefFields.map((key) => (
            <div key={key} className={key === 'description' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={`${briefId}-${key}`} className="mb-1.5 block font-medium text-sm">
                {t(`brands:editor.${key}`)}
              </label>
              <textarea
                id={`${briefId}-${key}`}
                {...register(`brief.${key}`)}
                rows={key === 'description' ? 3 : 2}
                className={textareaClass}
              />
            </div>
          ))}
        </div>
      </FormSection>
      <FormSection title={t('brands:colors.title')} hint={t('brands:colors.hint')}>
        <Controller
          control={control}
          name="colors"
          render={({ field }) => <ColorList colors={field.value} onChange={field.onChange} />}
        />
      </FormSection>
      <FormSection title={t('brands:fonts.title')} hint={t('brands:fonts.hint')}>
        <Controller
          control={control}
          name="fonts"
          render={({ field }) => <FontList fonts={field.value} onChange={field.onChange} />}
        />
      </FormSection>
      <FormSection title={t('brands:assets.title')} hint={t('brands:assets.hint')}>
        <Controller
          control={control}
          name="assets"
          render={({ field }) => <AssetSlots assets={field.value} onChange={field.onChange} />}
        />
      </FormSection>
      <div ref={errorRef} tabIndex={-1} className="outline-none">
        <BrandSaveError error={error} />
      </div>
      <div className="sticky bottom-0 -mx-4 flex items-center justify-between gap-2 border-border border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        {brandId ? (
          <Button
            variant="ghost"
            className="px-2.5 text-destructive hover:bg-destructive/10 sm:px-4"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('brands:delete.open')}</span>
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Link to="/app/brands" className={buttonVariants({ variant: 'ghost' })}>
            {t('brands:editor.cancel')}
          </Link>
          <Button type="submit" disabled={saving}>
            {saving ? t('brands:editor.saving') : t('brands:editor.save')}
          </Button>
        </div>
      </div>
      {brandId && (
        <DeleteBrandDialog
          brand={deleting ? { id: brandId, name: initial.name } : null}
          onOpenChange={setDeleting}
          onDeleted={onDeleted}
        />
      )}
    </form>
  );
}
