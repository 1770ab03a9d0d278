import { isLanguage } from '@brandloom/shared/i18n/languages';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalog } from './lib/translate';

// The prerendered HTML is already on screen; hydrating needs the same strings, i.e. the page's
// language catalog (one small chunk) — load it first so the first client render matches.
const lang = document.documentElement.lang;
loadCatalog(isLanguage(lang) ? lang : 'en').finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
