import type { Language } from '@brandloom/shared/i18n/languages';
import { lazy, use, useMemo } from 'react';
import { ChunkErrorPrompt } from '~/components/layout/chunk-error-prompt';
import { PrerenderedMarkup } from '~/components/prerendered-markup';
import { I18nContext } from '~/lib/i18n-context';
import { loadCatalog, translator } from '~/lib/translate';
import { SiteHeader } from './site-header';
import { mainContentId, SkipLink } from './skip-link';

// Links and words only: the prerendered footer stays as markup, and its code loads only when a page
// is rendered client-side (a language switch, a client navigation to a 404), decision 0050.
const SiteFooter = lazy(() => import('./site-footer'));

/** Frame of every public page: the default and blog layouts differ only in the header's section. */
export function SiteShell({
  language,
  section,
  children,
}: {
  language: Language;
  section?: string;
  children: React.ReactNode;
}) {
  // Already loaded on first paint; switching language suspends the navigation until it arrives.
  use(loadCatalog(language));
  const i18n = useMemo(() => ({ language, t: translator(language) }), [language]);
  return (
    <I18nContext value={i18n}>
      <SkipLink />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader section={section} />
        <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <PrerenderedMarkup key={language} id="site-footer">
          <SiteFooter />
        </PrerenderedMarkup>
      </div>
      <ChunkErrorPrompt />
    </I18nContext>
  );
}
