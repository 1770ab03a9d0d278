import { isLanguage } from '@brandloom/shared/i18n/languages';
import { useEffect, useState } from 'react';
import { Outlet, useParams, useRevalidator } from 'react-router';
import { SiteShell } from '~/components/layout/site-shell';
import { translator } from '~/lib/translate';

/** Blog layout: the language is the URL's (/de/blog/…), English at /blog. Opens preview mode on ?preview=<token>. */
export default function BlogLayout() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : 'en';
  const [refused, setRefused] = useState<string | null>(null);
  const { revalidate } = useRevalidator();

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
        <p role="alert" className="border-destructive/30 border-b bg-destructive/10 px-4 py-3 text-center text-sm">
          {refused}
        </p>
      )}
      <Outlet />
    </SiteShell>
  );
}
