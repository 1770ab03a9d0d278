import { CircleAlert } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { appTitle } from '~/features/app-shell/app-meta';
import { draftFromBrand, emptyDraft } from '~/features/brands/brand-draft';
import { useBrand } from '~/features/brands/brands-queries';
import { BackToBrands } from '~/features/brands/components/back-to-brands';
import { BrandForm } from '~/features/brands/components/brand-form';
import { isApiStatus, type Schemas } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';

export const meta = () => appTitle('brands:title');

/** /app/brands/new and /app/brands/:brandId: the brand editor. */
export default function BrandEdit() {
  const { t } = useT();
  const navigate = useNavigate();
  const { brandId } = useParams();
  const loaded = useBrand(brandId);
  const brand = loaded.data;

  const done = (saved?: Schemas['Brand']) => {
    if (saved) toast({ title: t('brands:editor.saved'), description: saved.name });
    navigate('/app/brands');
  };
  const title = brandId
    ? t('brands:editor.editTitle', { name: brand?.name ?? '' })
    : t('brands:editor.newTitle');

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <BackToBrands />
      <h1 className="mb-6 font-semibold text-2xl tracking-tight">{title}</h1>
      {!brandId && <BrandForm initial={emptyDraft} brandId={null} onSaved={done} onDeleted={done} />}
      {brandId && loaded.isPending && (
        <div role="status" className="h-96 animate-pulse rounded-2xl border border-border bg-muted/50">
          <span className="sr-only">{t('brands:loading')}</span>
        </div>
      )}
      {brandId && loaded.isError && !brand && (
        <p role="alert" className="flex items-center gap-2 rounded-2xl border border-border p-6 font-medium">
          <CircleAlert aria-hidden className="size-4 text-destructive" />
          {isApiStatus(loaded.error, 404) ? t('brands:editor.notFound') : t('brands:loadFailed')}
        </p>
      )}
      {brandId && brand && (
        <BrandForm
          key={brand.id}
          initial={draftFromBrand(brand)}
          brandId={brand.id}
          onSaved={done}
          onDeleted={() => done()}
        />
      )}
    </div>
  );
}
