import {
  type CustomStyle,
  isHexColor,
  maxDesignElementLength,
  maxStyleDescriptionLength,
  maxStyleDesignElements,
  maxStyleFonts,
  maxStyleNameLength,
  type StyleInput,
  styleFontFamilies,
  styleInputSchema,
} from '@brandloom/shared/styles';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FormAlert } from '~/components/form/form-alert';
import { FormField } from '~/components/form/form-field';
import { Button } from '~/components/ui/button';
import { Sheet, SheetClose, SheetContent } from '~/components/ui/sheet';
import { ApiError, showFieldErrors } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useSchemaForm } from '~/lib/use-schema-form';
import { useSaveStyle } from '../styles-queries';
import { ColorListField } from './color-list-field';
import { StylePreviewImage } from './style-preview-image';
import { TagListField } from './tag-list-field';

const emptyDraft: StyleInput = {
  name: '',
  description: '',
  colors: ['#ffffff', '#111827', '#6366f1'],
  fonts: [],
  designElements: [],
};
const fontSuggestions = Object.keys(styleFontFamilies);

/** Opened with `style` to edit it, with 'new' to create one; null keeps it closed. */
export type EditorTarget = CustomStyle | 'new' | null;

/** The side sheet (full screen on phones) that creates or edits a custom style, with a live preview. */
export function StyleEditor({ target, onClose }: { target: EditorTarget; onClose: () => void }) {
  const { t } = useT();
  return (
    <Sheet open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        data-testid="style-editor"
        className="max-w-xl"
        title={target === 'new' ? t('styles:form.createTitle') : t('styles:form.editTitle')}
        description={t('styles:form.description')}
        closeLabel={t('styles:form.close')}
      >
        {target !== null && (
          <StyleForm
            // A fresh form for every style opened.
            key={target === 'new' ? 'new' : target.id}
            style={target === 'new' ? null : target}
            onSaved={onClose}
          />
        )}
      </SheetContent>
    </Sheet>
  );
}

function StyleForm({ style, onSaved }: { style: CustomStyle | null; onSaved: () => void }) {
  const { t } = useT();
  const id = useId();
  const { form, formError, setFormError, fieldError } = useSchemaForm(
    styleInputSchema,
    style
      ? {
          name: style.name,
          description: style.description,
          colors: style.colors,
          fonts: style.fonts,
          designElements: style.designElements,
        }
      : emptyDraft,
  );
  const { register, control, handleSubmit, watch, formState } = form;
  const saveStyle = useSaveStyle();

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await saveStyle.mutateAsync({ id: style?.id, input });
      toast({ title: style ? t('styles:saved') : t('styles:created') });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'STYLE_EXISTS')
        form.setError('name', { message: error.message }, { shouldFocus: true });
      else if (!showFieldErrors(error, form))
        setFormError(error instanceof ApiError ? error.message : t('styles:saveFailed'));
    }
  });

  const draft = watch();
  // zod's own message for a bad colour is not ours: every one gets the same wording.
  const colorErrors = Object.fromEntries(
    draft.colors.flatMap((_, index) =>
      formState.errors.colors?.[index] ? [[index, t('styles:form.invalidHex')]] : [],
    ),
  );
  const previewLook = {
    colors: draft.colors.filter(isHexColor),
    fonts: draft.fonts,
    designElements: draft.designElements,
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col" data-testid="style-form">
      <div className="flex-1 overflow-y-auto px-5 py-5">
        <div className="flex flex-col gap-5 sm:flex-row-reverse sm:items-start">
          <figure className="mx-auto w-36 shrink-0 sm:sticky sm:top-0 sm:mx-0 sm:w-40">
            <StylePreviewImage
              look={previewLook}
              headline={draft.name.trim() || t('styles:form.namePlaceholder')}
              seed={style?.id ?? 'new'}
              className="rounded-xl border border-border shadow-sm"
            />
            <figcaption className="mt-1.5 text-center text-muted-foreground text-xs">
              {t('styles:form.preview')}
            </figcaption>
          </figure>
          <div className="flex min-w-0 flex-1 flex-col gap-5">
            <FormField
              label={t('styles:form.name')}
              placeholder={t('styles:form.namePlaceholder')}
              {...register('name')}
              maxLength={maxStyleNameLength}
              error={fieldError('name')}
              autoComplete="off"
              required
            />
            <div>
              <label htmlFor={`${id}-description`} className="mb-1.5 block font-medium text-sm">
                {t('styles:form.styleDescription')}
              </label>
              <textarea
                id={`${id}-description`}
                {...register('description')}
                placeholder={t('styles:form.descriptionPlaceholder')}
                maxLength={maxStyleDescriptionLength}
                rows={3}
                className="w-full resize-y rounded-lg border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
              />
            </div>
            <Controller
              control={control}
              name="colors"
              render={({ field }) => (
                <ColorListField colors={field.value} onChange={field.onChange} errors={colorErrors} />
              )}
            />
            <Controller
              control={control}
              name="fonts"
              render={({ field }) => (
                <TagListField
                  label={t('styles:form.fonts')}
                  hint={t('styles:form.fontsHint')}
                  placeholder={t('styles:form.fontPlaceholder')}
                  values={field.value}
                  onChange={field.onChange}
                  max={maxStyleFonts}
                  maxLength={100}
                  suggestions={fontSuggestions}
                  testId="style-fonts"
                />
              )}
            />
            <Controller
              control={control}
              name="designElements"
              render={({ field }) => (
                <TagListField
                  label={t('styles:form.designElements')}
                  hint={t('styles:form.designElementsHint')}
                  placeholder={t('styles:form.designElementPlaceholder')}
                  values={field.value}
                  onChange={field.onChange}
                  max={maxStyleDesignElements}
                  maxLength={maxDesignElementLength}
                  testId="style-design-elements"
                />
              )}
            />
            <FormAlert>{formError}</FormAlert>
          </div>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 border-border border-t px-5 py-4 sm:flex-row sm:justify-end">
        <SheetClose asChild>
          <Button variant="outline">{t('styles:form.cancel')}</Button>
        </SheetClose>
        <Button type="submit" disabled={saveStyle.isPending}>
          {saveStyle.isPending ? t('styles:form.saving') : t('styles:form.save')}
        </Button>
      </div>
    </form>
  );
}
