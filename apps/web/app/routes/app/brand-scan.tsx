import { Globe } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '~/components/form/form-field';
import { Button } from '~/components/ui/button';
import { appTitle } from '~/features/app-shell/app-meta';
import { scanWebsite } from '~/features/brands/brands-queries';
import { BackToBrands } from '~/features/brands/components/back-to-brands';
import { ScanReviewForm } from '~/features/brands/components/scan-review-form';
import { reviewFromDraft, type ScanReview } from '~/features/brands/scan-review';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';

export const meta = () => appTitle('brands:scan.title');

/** What the user typed as a web address, with https:// added when they left the scheme out. */
function websiteAddress(typed: string): string | null {
  const value = typed.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** /app/brands/scan: enter an address, review the draft the scan found, save it as a brand. */
export default function BrandScan() {
  const { t } = useT();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [scanning, setScanning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [review, setReview] = useState<ScanReview | null>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const reviewing = review !== null;

  // The page changes under the user: screen readers and keyboards start again at its heading.
  useEffect(() => {
    if (reviewing) reviewHeading.current?.focus();
  }, [reviewing]);

  const scan = async (event: React.FormEvent) => {
    event.preventDefault();
    const url = websiteAddress(typed);
    if (!url) return setError(t('brands:scan.urlInvalid'));
    setError(null);
    setScanning(url);
    try {
      setReview(reviewFromDraft(await scanWebsite(url)));
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('brands:scan.failed'));
    } finally {
      setScanning(null);
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <BackToBrands />
      {review ? (
        <>
          <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1
                ref={reviewHeading}
                tabIndex={-1}
                className="font-semibold text-2xl tracking-tight outline-none"
              >
                {t('brands:scan.reviewTitle')}
              </h1>
              <p className="mt-1 break-all text-muted-foreground text-sm">
                {t('brands:scan.reviewSubtitle', { url: review.url })}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => setReview(null)}>
              {t('brands:scan.again')}
            </Button>
          </div>
          <ScanReviewForm
            initial={review}
            onSaved={(brand) => {
              toast({ title: t('brands:editor.saved'), description: brand.name });
              navigate('/app/brands');
            }}
          />
        </>
      ) : (
        <>
          <h1 className="font-semibold text-2xl tracking-tight">{t('brands:scan.title')}</h1>
          <p className="mt-1 mb-6 text-muted-foreground text-sm">{t('brands:scan.subtitle')}</p>
          <form
            noValidate
            onSubmit={scan}
            className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-6"
            data-testid="scan-form"
          >
            <FormField
              label={t('brands:scan.url')}
              type="url"
              inputMode="url"
              placeholder="https://example.com"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={error ?? undefined}
              hint={t('brands:scan.urlHint')}
              autoCapitalize="none"
              spellCheck={false}
              disabled={scanning !== null}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={scanning !== null}>
                <Globe aria-hidden className="size-4" />
                {t('brands:scan.start')}
              </Button>
              {scanning && (
                <p role="status" className="text-muted-foreground text-sm">
                  {t('brands:scan.scanning', { url: scanning })}
                </p>
              )}
            </div>
          </form>
        </>
      )}
    </div>
  );
}
