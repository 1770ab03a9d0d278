import type { Brand } from '@brandloom/shared/brands';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { appTitle } from '~/features/app-shell/app-meta';
import { fetchBrand } from '~/features/brands/api/brands-api';
import { draftFromBrand, emptyDraft } from '~/features/brands/brand-draft';
import { BackToBrands } from '~/features/brands/components/back-to-brands';
import { BrandForm } from '~/features/brands/components/brand-form';
import { toast } from '~/features/toast/hooks/use-toast';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';

export const meta = () => appTitle('brands:title');

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; brand: Brand };

/** /app/brands/new and /app/brands/:brandId: the brand editor. */
export default function BrandEdit() {
  const { t } = useT();
  const navigate = useNavigate();
  const { brandId } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    if (!brandId) return;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    fetchBrand(brandId, controller.signal).then(
      (brand) => setLoaded({ status: 'ready', brand }),
      (error) => {
        if (controller.signal.aborted) return;
        setLoaded({ status: error instanceof ApiError && error.status === 404 ? 'missing' : 'error' });
      },
    );
    return () => controller.abort();
  }, [brandId]);

  const done = (brand?: Brand) => {
    if (brand) toast({ title: t('brands:editor.saved'), description: brand.name });
    navigate('/app/brands');
  };
  const title = brandId
    ? t('brands:editor.editTitle', { name: loaded.status === 'ready' ? loaded.brand.name : '' })
    : t('brands:editor.newTitle');

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <BackToBrands />
      <h1 className="mb-6 font-semibold text-2xl tracking-tight">{title}</h1>
      {!brandId && <BrandForm initial={emptyDraft} brandId={null} onSaved={done} onDeleted={done} />}
      {brandId && loaded.status === 'loading' && (
        <div role="status" className="h-96 animate-pulse rounded-2xl border border-border bg-muted/50">
          <span className="sr-only">{t('brands:loading')}</span>
        </div>
      )}
      {brandId && (loaded.status === 'missing' || loaded.status === 'error') && (
        <p role="alert" className="flex items-center gap-2 rounded-2xl border border-border p-6 font-medium">
          <CircleAlert aria-hidden className="size-4 text-destructive" />
          {loaded.status === 'missing' ? t('brands:editor.notFound') : t('brands:loadFailed')}
        </p>
      )}
      {brandId && loaded.status === 'ready' && (
        <BrandForm
          key={loaded.brand.id}
          initial={draftFromBrand(loaded.brand)}
          brandId={loaded.brand.id}
          onSaved={done}
          onDeleted={() => done()}
        />
      )}
    </div>
  );
}
