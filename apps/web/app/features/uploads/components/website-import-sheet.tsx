import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Sheet, SheetContent } from '~/components/ui/sheet';
import { ApiError, type Schemas, showFieldErrors } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { listWebsiteImages, useImportUploads } from '../uploads-queries';

type WebsiteImage = Schemas['WebsiteImageList']['images'][number];

const addressSchema = z.object({ url: z.string().trim().min(1) });

const inputClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25';

/** The file name part of an image address, for the list (remote images are not shown: CSP). */
const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() || url);

/**
 * Spec §1, §2 import-from-website dialog (paid plans): list a site's images, pick some, and they
 * land in uploads with source "website scan" (and in the lists held). The Free plan gets the
 * server's upgrade message. Loaded when first opened (import-from-website.tsx) and kept mounted
 * after, so closing and opening again keeps the address and the images found.
 */
export function WebsiteImportSheet({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useT();
  const id = useId();
  const form = useForm({ resolver: zodResolver(addressSchema), defaultValues: { url: '' } });
  const { register, handleSubmit, formState, watch, reset } = form;
  const [images, setImages] = useState<WebsiteImage[] | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const importing = useImportUploads();
  const busy = formState.isSubmitting || importing.isPending;
  const [error, setError] = useState<string | null>(null);

  const fail = (caught: unknown) =>
    setError(caught instanceof ApiError ? caught.message : t('uploads:import.failed'));

  const list = handleSubmit(async ({ url }) => {
    setError(null);
    try {
      const found = await listWebsiteImages(url);
      setImages(found.images);
      setPicked(new Set());
    } catch (caught) {
      if (!showFieldErrors(caught, form)) fail(caught);
    }
  });

  const importPicked = async () => {
    setError(null);
    try {
      const result = await importing.mutateAsync([...picked]);
      toast({
        title: t('uploads:import.done', { count: result.uploads.length }),
        description: result.failed.length
          ? t('uploads:import.someFailed', { count: result.failed.length })
          : undefined,
      });
      setOpen(false);
      setImages(null);
      reset();
    } catch (caught) {
      fail(caught);
    }
  };

  const toggle = (url: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(url)) next.delete(url);
      else if (next.size < 20) next.add(url);
      return next;
    });

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        title={t('uploads:import.title')}
        description={t('uploads:import.description')}
        closeLabel={t('uploads:import.close')}
      >
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-4">
          <form onSubmit={list} className="flex items-end gap-2">
            <div className="flex-1">
              <label htmlFor={`${id}-url`} className="font-medium text-sm">
                {t('uploads:import.address')}
              </label>
              <input
                id={`${id}-url`}
                type="url"
                required
                placeholder="https://"
                aria-invalid={formState.errors.url ? true : undefined}
                aria-describedby={formState.errors.url ? `${id}-url-error` : undefined}
                {...register('url')}
                className={`${inputClass} mt-1.5`}
              />
            </div>
            <Button type="submit" disabled={busy || !watch('url').trim()} className="h-10">
              {formState.isSubmitting && <Loader2 aria-hidden className="size-4 animate-spin" />}
              {t('uploads:import.find')}
            </Button>
          </form>
          {formState.errors.url?.message && (
            <p id={`${id}-url-error`} role="alert" className="text-destructive text-sm">
              {formState.errors.url.message}
            </p>
          )}
          {error && (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          )}
          {images && images.length === 0 && (
            <p className="text-muted-foreground text-sm">{t('uploads:import.none')}</p>
          )}
          {images && images.length > 0 && (
            <fieldset>
              <legend className="font-medium text-sm">
                {t('uploads:import.pick', { count: images.length })}
              </legend>
              <ul
                className="mt-2 divide-y divide-border rounded-xl border border-border"
                data-testid="website-images"
              >
                {images.map((image) => (
                  <li key={image.url}>
                    <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 text-sm hover:bg-muted/50">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={picked.has(image.url)}
                        onChange={() => toggle(image.url)}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{image.alt || nameOf(image.url)}</span>
                        <span className="block truncate text-muted-foreground text-xs">
                          {nameOf(image.url)}
                          {image.width && image.height ? ` · ${image.width}×${image.height}` : ''}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </div>
        {images && images.length > 0 && (
          <div className="border-border border-t px-5 py-4">
            <Button className="w-full" disabled={picked.size === 0 || busy} onClick={importPicked}>
              {importing.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
              {t('uploads:import.submit', { count: picked.size })}
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
