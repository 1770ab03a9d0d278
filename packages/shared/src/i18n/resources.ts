import { app as deApp } from './locales/de/app.ts';
import { common as deCommon } from './locales/de/common.ts';
import { errors as deErrors } from './locales/de/errors.ts';
import { marketing as deMarketing } from './locales/de/marketing.ts';
import { app as enApp } from './locales/en/app.ts';
import { common as enCommon } from './locales/en/common.ts';
import { errors as enErrors } from './locales/en/errors.ts';
import { marketing as enMarketing } from './locales/en/marketing.ts';
import { app as esApp } from './locales/es/app.ts';
import { common as esCommon } from './locales/es/common.ts';
import { errors as esErrors } from './locales/es/errors.ts';
import { marketing as esMarketing } from './locales/es/marketing.ts';
import { app as frApp } from './locales/fr/app.ts';
import { common as frCommon } from './locales/fr/common.ts';
import { errors as frErrors } from './locales/fr/errors.ts';
import { marketing as frMarketing } from './locales/fr/marketing.ts';

/** Every catalog, by language then namespace. English is the reference for keys. */
export const resources = {
  en: { common: enCommon, errors: enErrors, marketing: enMarketing, app: enApp },
  de: { common: deCommon, errors: deErrors, marketing: deMarketing, app: deApp },
  fr: { common: frCommon, errors: frErrors, marketing: frMarketing, app: frApp },
  es: { common: esCommon, errors: esErrors, marketing: esMarketing, app: esApp },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const namespaces = Object.keys(resources.en) as Namespace[];
