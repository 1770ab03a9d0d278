import type { Language } from '@brandloom/shared/i18n/languages';
import { createContext, useContext } from 'react';
import { type Translate, translator } from './translate';

export interface I18nValue {
  language: Language;
  t: Translate;
}

/**
 * What shared components (header, switches, error pages) translate with. Public layouts fill it
 * from the URL's language, the /app layout from i18next; without a provider it is English.
 */
export const I18nContext = createContext<I18nValue>({ language: 'en', t: translator('en') });

export function useT(): I18nValue {
  return useContext(I18nContext);
}
