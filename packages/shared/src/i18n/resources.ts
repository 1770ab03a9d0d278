import { common as deCommon } from './locales/de/common.ts';
import { errors as deErrors } from './locales/de/errors.ts';
import { common as enCommon } from './locales/en/common.ts';
import { errors as enErrors } from './locales/en/errors.ts';
import { common as esCommon } from './locales/es/common.ts';
import { errors as esErrors } from './locales/es/errors.ts';
import { common as frCommon } from './locales/fr/common.ts';
import { errors as frErrors } from './locales/fr/errors.ts';

/** Every catalog, by language then namespace. English is the reference for keys. */
export const resources = {
  en: { common: enCommon, errors: enErrors },
  de: { common: deCommon, errors: deErrors },
  fr: { common: frCommon, errors: frErrors },
  es: { common: esCommon, errors: esErrors },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const namespaces = Object.keys(resources.en) as Namespace[];
