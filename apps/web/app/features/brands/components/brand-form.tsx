import type { Brand, BrandBrief } from '@brandloom/shared/brands';
import { Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '~/components/form/form-field';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
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
  const [draft, setDraft] = useState(initial);
  const saveBrand = useSaveBrand();
  const saving = saveBrand.isPending;
  const [error, setError] = useState<unknown>(null);
  const [deleting, setDeleting] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const briefId = useId();

  const change = (patch: Partial<BrandDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const changeBrief = (key: keyof BrandBrief, value: string) =>
    setDraft((current) => ({ ...current, brief: { ...current.brief, [key]: value } }));

  const fieldError = (field: string) => (error instanceof ApiError ? error.fields?.[field]?.[0] : undefined);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      onSaved(await saveBrand.mutateAsync({ id: brandId, input: draftToInput(draft) }));
    } catch (cause) {
      setError(cause);
      // Send focus where the problem is: the name field, or the message above the save button.
      requestAnimationFrame(() => {
        if (cause instanceof ApiError && cause.fields?.name) nameInput.current?.focus();
        else errorRef.current?.focus();
      });
    }
  };

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-5" data-testid="brand-form">
      <FormSection title={t('brands:editor.basics')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            ref={nameInput}
            label={t('brands:editor.name')}
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            error={fieldError('name')}
            autoComplete="organization"
            required
          />
          <FormField
            label={t('brands:editor.websiteUrl')}
            type="url"
            inputMode="url"
            value={draft.websiteUrl}
            onChange={(event) => change({ websiteUrl: event.target.value })}
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
                value={draft.brief[key]}
                onChange={(event) => changeBrief(key, event.target.value)}
                rows={key === 'description' ? 3 : 2}
                className={textareaClass}
              />
            </div>
          ))}
        </div>
      </FormSection>
      <FormSection title={t('brands:colors.title')} hint={t('brands:colors.hint')}>
        <ColorList colors={draft.colors} onChange={(colors) => change({ colors })} />
      </FormSection>
      <FormSection title={t('brands:fonts.title')} hint={t('brands:fonts.hint')}>
        <FontList fonts={draft.fonts} onChange={(fonts) => change({ fonts })} />
      </FormSection>
      <FormSection title={t('brands:assets.title')} hint={t('brands:assets.hint')}>
        <AssetSlots assets={draft.assets} onChange={(assets) => change({ assets })} />
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
