import { ExternalLink, Globe, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { type Upload, useUpdateUpload } from '../uploads-queries';
import { DeleteUploadDialog } from './delete-upload-dialog';

export interface BrandOption {
  id: string;
  name: string;
}

interface UploadCardProps {
  upload: Upload;
  brands: readonly BrandOption[];
}

const fieldClass =
  'h-9 w-full min-w-0 rounded-lg border border-input bg-background px-2.5 text-sm shadow-xs outline-none placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 disabled:opacity-60';

/** One upload in the library: thumbnail, name, source, tag, brand and delete. */
export function UploadCard({ upload, brands }: UploadCardProps) {
  const { t } = useT();
  const [tag, setTag] = useState(upload.tag ?? '');
  const update = useUpdateUpload();
  const saving = update.isPending;
  const [confirming, setConfirming] = useState(false);
  const tagId = useId();
  const brandId = useId();

  const save = async (changes: { tag?: string | null; brandId?: string | null }) => {
    try {
      const saved = await update.mutateAsync({ id: upload.id, changes });
      setTag(saved.tag ?? '');
    } catch (error) {
      setTag(upload.tag ?? '');
      toast({
        title: t('uploads:item.saveFailed'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };

  const saveTag = () => {
    if (tag.trim() !== (upload.tag ?? '')) void save({ tag: tag.trim() || null });
  };

  return (
    <li
      data-testid="upload-card"
      data-filename={upload.filename}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card"
    >
      <a
        href={upload.url}
        target="_blank"
        rel="noreferrer"
        className="group relative block aspect-square bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        aria-label={t('uploads:item.open', { filename: upload.filename })}
      >
        <img
          src={upload.thumbnailUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={480}
          height={480}
          className="size-full object-cover"
        />
        <ExternalLink
          aria-hidden
          className="absolute top-2 right-2 size-7 rounded-md bg-background/80 p-1.5 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        />
        {upload.source === 'website' && (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-md bg-background/85 px-1.5 py-0.5 font-medium text-[11px]">
            <Globe aria-hidden className="size-3" />
            {t('uploads:item.fromWebsite')}
          </span>
        )}
      </a>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="min-w-0">
          <p className="truncate font-medium text-sm" title={upload.filename}>
            {upload.filename}
          </p>
          {upload.width && upload.height && (
            <p className="text-muted-foreground text-xs tabular-nums">
              {t('uploads:item.dimensions', { width: upload.width, height: upload.height })}
            </p>
          )}
        </div>
        {brands.length > 0 && (
          <div>
            <label htmlFor={brandId} className="sr-only">
              {t('uploads:item.brandFor', { filename: upload.filename })}
            </label>
            <select
              id={brandId}
              value={upload.brandId ?? ''}
              disabled={saving}
              onChange={(event) => void save({ brandId: event.target.value || null })}
              className={fieldClass}
            >
              <option value="">{t('uploads:item.noBrand')}</option>
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="mt-auto flex items-center gap-1.5">
          <form
            className="min-w-0 flex-1"
            onSubmit={(event) => {
              event.preventDefault();
              saveTag();
            }}
          >
            <label htmlFor={tagId} className="sr-only">
              {t('uploads:item.tagFor', { filename: upload.filename })}
            </label>
            <input
              id={tagId}
              value={tag}
              maxLength={50}
              onChange={(event) => setTag(event.target.value)}
              onBlur={saveTag}
              placeholder={t('uploads:item.tagPlaceholder')}
              disabled={saving}
              data-testid="upload-tag-input"
              className={fieldClass}
            />
          </form>
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0 text-muted-foreground hover:text-destructive"
            onClick={() => setConfirming(true)}
            aria-label={t('uploads:item.deleteFile', { filename: upload.filename })}
            title={t('uploads:item.delete')}
            data-testid="upload-delete"
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      <DeleteUploadDialog upload={upload} open={confirming} onOpenChange={setConfirming} />
    </li>
  );
}
