import type { Language } from '@brandloom/shared/i18n/languages';
import { createContext, useContext } from 'react';
import { type Translate, translator } from './translate';

export interface I18nValue {
  language: Language;
  t: Translate;
}

/**
 * What every component translates with (`useT`), the app's one translation hook: public layouts
 * fill it from the URL's language through the small translator (their JavaScript budget, 0005),
 * the /app and /auth layouts from i18next (plurals, `count`); without a provider it is English.
 * So a component reads the same in any area and can move between them.
 */
export const I18nContext = createContext<I18nValue>({ language: 'en', t: translator('en') });

export function useT(): I18nValue {
  return useContext(I18nContext);
}
