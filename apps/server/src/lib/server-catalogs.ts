import type { Language } from '@brandloom/shared/i18n/languages';
import { authErrors as deAuthErrors } from '@brandloom/shared/i18n/locales/de/auth-errors';
import { billing as deBilling } from '@brandloom/shared/i18n/locales/de/billing';
import { brandCheck as deBrandCheck } from '@brandloom/shared/i18n/locales/de/brand-check';
import { emails as deEmails } from '@brandloom/shared/i18n/locales/de/emails';
import { errors as deErrors } from '@brandloom/shared/i18n/locales/de/errors';
import { marketing as deMarketing } from '@brandloom/shared/i18n/locales/de/marketing';
import { styles as deStyles } from '@brandloom/shared/i18n/locales/de/styles';
import { templates as deTemplates } from '@brandloom/shared/i18n/locales/de/templates';
import { authErrors as enAuthErrors } from '@brandloom/shared/i18n/locales/en/auth-errors';
import { billing as enBilling } from '@brandloom/shared/i18n/locales/en/billing';
import { brandCheck as enBrandCheck } from '@brandloom/shared/i18n/locales/en/brand-check';
import { emails as enEmails } from '@brandloom/shared/i18n/locales/en/emails';
import { errors as enErrors } from '@brandloom/shared/i18n/locales/en/errors';
import { marketing as enMarketing } from '@brandloom/shared/i18n/locales/en/marketing';
import { styles as enStyles } from '@brandloom/shared/i18n/locales/en/styles';
import { templates as enTemplates } from '@brandloom/shared/i18n/locales/en/templates';
import { authErrors as esAuthErrors } from '@brandloom/shared/i18n/locales/es/auth-errors';
import { billing as esBilling } from '@brandloom/shared/i18n/locales/es/billing';
import { brandCheck as esBrandCheck } from '@brandloom/shared/i18n/locales/es/brand-check';
import { emails as esEmails } from '@brandloom/shared/i18n/locales/es/emails';
import { errors as esErrors } from '@brandloom/shared/i18n/locales/es/errors';
import { marketing as esMarketing } from '@brandloom/shared/i18n/locales/es/marketing';
import { styles as esStyles } from '@brandloom/shared/i18n/locales/es/styles';
import { templates as esTemplates } from '@brandloom/shared/i18n/locales/es/templates';
import { authErrors as frAuthErrors } from '@brandloom/shared/i18n/locales/fr/auth-errors';
import { billing as frBilling } from '@brandloom/shared/i18n/locales/fr/billing';
import { brandCheck as frBrandCheck } from '@brandloom/shared/i18n/locales/fr/brand-check';
import { emails as frEmails } from '@brandloom/shared/i18n/locales/fr/emails';
import { errors as frErrors } from '@brandloom/shared/i18n/locales/fr/errors';
import { marketing as frMarketing } from '@brandloom/shared/i18n/locales/fr/marketing';
import { styles as frStyles } from '@brandloom/shared/i18n/locales/fr/styles';
import { templates as frTemplates } from '@brandloom/shared/i18n/locales/fr/templates';

/**
 * The namespaces the server translates with (errors, e-mails, the brand check's reasons, pages it
 * renders), of every language: the web app's catalogs are four fifths of all strings and loading
 * them made every start slower (0068). `translate.test.ts` fails when server code names a
 * namespace missing here, which i18next would otherwise answer with the key itself.
 */
export const serverCatalogs = {
  de: {
    authErrors: deAuthErrors,
    billing: deBilling,
    brandCheck: deBrandCheck,
    emails: deEmails,
    errors: deErrors,
    marketing: deMarketing,
    styles: deStyles,
    templates: deTemplates,
  },
  en: {
    authErrors: enAuthErrors,
    billing: enBilling,
    brandCheck: enBrandCheck,
    emails: enEmails,
    errors: enErrors,
    marketing: enMarketing,
    styles: enStyles,
    templates: enTemplates,
  },
  es: {
    authErrors: esAuthErrors,
    billing: esBilling,
    brandCheck: esBrandCheck,
    emails: esEmails,
    errors: esErrors,
    marketing: esMarketing,
    styles: esStyles,
    templates: esTemplates,
  },
  fr: {
    authErrors: frAuthErrors,
    billing: frBilling,
    brandCheck: frBrandCheck,
    emails: frEmails,
    errors: frErrors,
    marketing: frMarketing,
    styles: frStyles,
    templates: frTemplates,
  },
} satisfies Record<Language, Record<string, Record<string, unknown>>>;
