import { isLanguage } from '@brandloom/shared/i18n/languages';
import type { SiteStrings } from '@brandloom/shared/site/site-strings';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useMatches, useParams, useRevalidator } from 'react-router';
import { SiteShell } from '~/components/layout/site-shell';
import { translator } from '~/lib/translate';

// Only fetched when a page shows preview data (drafts).
const PreviewBanner = lazy(() => import('~/features/blog/components/preview-banner'));

/** Blog layout: the language is the URL's (/de/blog/…), English at /blog. Opens preview mode on ?preview=<token>. */
export default function BlogLayout() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : 'en';
  const [refused, setRefused] = useState<string | null>(null);
  const { revalidate } = useRevalidator();
  const page = useMatches().at(-1)?.data as { preview?: boolean; strings?: SiteStrings['blog'] } | undefined;

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const token = params.get('preview');
    if (token === null) return;
    import('~/features/blog/preview-activation').then(async ({ activatePreview }) => {
      const result = await activatePreview(token, params.has('staging'));
      if ('refused' in result) setRefused(result.refused);
      else if (!result.reloading) revalidate();
    });
  }, [revalidate]);

  return (
    <SiteShell language={language} section={translator(language)('marketing:blog.title')}>
      {refused && (
        <p
          role="alert"
          className="border-destructive/30 border-b bg-destructive/10 px-4 py-3 text-center text-sm"
        >
          {refused}
        </p>
      )}
      {page?.preview && page.strings && (
        <Suspense fallback={null}>
          <PreviewBanner strings={page.strings} />
        </Suspense>
      )}
      <Outlet />
    </SiteShell>
  );
}
