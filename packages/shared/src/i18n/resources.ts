import { admin as deAdmin } from './locales/de/admin.ts';
import { analytics as deAnalytics } from './locales/de/analytics.ts';
import { app as deApp } from './locales/de/app.ts';
import { auth as deAuth } from './locales/de/auth.ts';
import { authErrors as deAuthErrors } from './locales/de/auth-errors.ts';
import { billing as deBilling } from './locales/de/billing.ts';
import { brandCheck as deBrandCheck } from './locales/de/brand-check.ts';
import { brands as deBrands } from './locales/de/brands.ts';
import { common as deCommon } from './locales/de/common.ts';
import { composer as deComposer } from './locales/de/composer.ts';
import { create as deCreate } from './locales/de/create.ts';
import { creatives as deCreatives } from './locales/de/creatives.ts';
import { dashboard as deDashboard } from './locales/de/dashboard.ts';
import { emails as deEmails } from './locales/de/emails.ts';
import { errors as deErrors } from './locales/de/errors.ts';
import { explore as deExplore } from './locales/de/explore.ts';
import { formats as deFormats } from './locales/de/formats.ts';
import { library as deLibrary } from './locales/de/library.ts';
import { marketing as deMarketing } from './locales/de/marketing.ts';
import { oauth as deOauth } from './locales/de/oauth.ts';
import { pricing as dePricing } from './locales/de/pricing.ts';
import { settings as deSettings } from './locales/de/settings.ts';
import { site as deSite } from './locales/de/site.ts';
import { styles as deStyles } from './locales/de/styles.ts';
import { subscription as deSubscription } from './locales/de/subscription.ts';
import { support as deSupport } from './locales/de/support.ts';
import { templates as deTemplates } from './locales/de/templates.ts';
import { twoFactor as deTwoFactor } from './locales/de/two-factor.ts';
import { uploads as deUploads } from './locales/de/uploads.ts';
import { video as deVideo } from './locales/de/video.ts';
import { admin as enAdmin } from './locales/en/admin.ts';
import { analytics as enAnalytics } from './locales/en/analytics.ts';
import { app as enApp } from './locales/en/app.ts';
import { auth as enAuth } from './locales/en/auth.ts';
import { authErrors as enAuthErrors } from './locales/en/auth-errors.ts';
import { billing as enBilling } from './locales/en/billing.ts';
import { brandCheck as enBrandCheck } from './locales/en/brand-check.ts';
import { brands as enBrands } from './locales/en/brands.ts';
import { common as enCommon } from './locales/en/common.ts';
import { composer as enComposer } from './locales/en/composer.ts';
import { create as enCreate } from './locales/en/create.ts';
import { creatives as enCreatives } from './locales/en/creatives.ts';
import { dashboard as enDashboard } from './locales/en/dashboard.ts';
import { emails as enEmails } from './locales/en/emails.ts';
import { errors as enErrors } from './locales/en/errors.ts';
import { explore as enExplore } from './locales/en/explore.ts';
import { formats as enFormats } from './locales/en/formats.ts';
import { library as enLibrary } from './locales/en/library.ts';
import { marketing as enMarketing } from './locales/en/marketing.ts';
import { oauth as enOauth } from './locales/en/oauth.ts';
import { pricing as enPricing } from './locales/en/pricing.ts';
import { settings as enSettings } from './locales/en/settings.ts';
import { site as enSite } from './locales/en/site.ts';
import { styles as enStyles } from './locales/en/styles.ts';
import { subscription as enSubscription } from './locales/en/subscription.ts';
import { support as enSupport } from './locales/en/support.ts';
import { templates as enTemplates } from './locales/en/templates.ts';
import { twoFactor as enTwoFactor } from './locales/en/two-factor.ts';
import { uploads as enUploads } from './locales/en/uploads.ts';
import { video as enVideo } from './locales/en/video.ts';
import { admin as esAdmin } from './locales/es/admin.ts';
import { analytics as esAnalytics } from './locales/es/analytics.ts';
import { app as esApp } from './locales/es/app.ts';
import { auth as esAuth } from './locales/es/auth.ts';
import { authErrors as esAuthErrors } from './locales/es/auth-errors.ts';
import { billing as esBilling } from './locales/es/billing.ts';
import { brandCheck as esBrandCheck } from './locales/es/brand-check.ts';
import { brands as esBrands } from './locales/es/brands.ts';
import { common as esCommon } from './locales/es/common.ts';
import { composer as esComposer } from './locales/es/composer.ts';
import { create as esCreate } from './locales/es/create.ts';
import { creatives as esCreatives } from './locales/es/creatives.ts';
import { dashboard as esDashboard } from './locales/es/dashboard.ts';
import { emails as esEmails } from './locales/es/emails.ts';
import { errors as esErrors } from './locales/es/errors.ts';
import { explore as esExplore } from './locales/es/explore.ts';
import { formats as esFormats } from './locales/es/formats.ts';
import { library as esLibrary } from './locales/es/library.ts';
import { marketing as esMarketing } from './locales/es/marketing.ts';
import { oauth as esOauth } from './locales/es/oauth.ts';
import { pricing as esPricing } from './locales/es/pricing.ts';
import { settings as esSettings } from './locales/es/settings.ts';
import { site as esSite } from './locales/es/site.ts';
import { styles as esStyles } from './locales/es/styles.ts';
import { subscription as esSubscription } from './locales/es/subscription.ts';
import { support as esSupport } from './locales/es/support.ts';
import { templates as esTemplates } from './locales/es/templates.ts';
import { twoFactor as esTwoFactor } from './locales/es/two-factor.ts';
import { uploads as esUploads } from './locales/es/uploads.ts';
import { video as esVideo } from './locales/es/video.ts';
import { admin as frAdmin } from './locales/fr/admin.ts';
import { analytics as frAnalytics } from './locales/fr/analytics.ts';
import { app as frApp } from './locales/fr/app.ts';
import { auth as frAuth } from './locales/fr/auth.ts';
import { authErrors as frAuthErrors } from './locales/fr/auth-errors.ts';
import { billing as frBilling } from './locales/fr/billing.ts';
import { brandCheck as frBrandCheck } from './locales/fr/brand-check.ts';
import { brands as frBrands } from './locales/fr/brands.ts';
import { common as frCommon } from './locales/fr/common.ts';
import { composer as frComposer } from './locales/fr/composer.ts';
import { create as frCreate } from './locales/fr/create.ts';
import { creatives as frCreatives } from './locales/fr/creatives.ts';
import { dashboard as frDashboard } from './locales/fr/dashboard.ts';
import { emails as frEmails } from './locales/fr/emails.ts';
import { errors as frErrors } from './locales/fr/errors.ts';
import { explore as frExplore } from './locales/fr/explore.ts';
import { formats as frFormats } from './locales/fr/formats.ts';
import { library as frLibrary } from './locales/fr/library.ts';
import { marketing as frMarketing } from './locales/fr/marketing.ts';
import { oauth as frOauth } from './locales/fr/oauth.ts';
import { pricing as frPricing } from './locales/fr/pricing.ts';
import { settings as frSettings } from './locales/fr/settings.ts';
import { site as frSite } from './locales/fr/site.ts';
import { styles as frStyles } from './locales/fr/styles.ts';
import { subscription as frSubscription } from './locales/fr/subscription.ts';
import { support as frSupport } from './locales/fr/support.ts';
import { templates as frTemplates } from './locales/fr/templates.ts';
import { twoFactor as frTwoFactor } from './locales/fr/two-factor.ts';
import { uploads as frUploads } from './locales/fr/uploads.ts';
import { video as frVideo } from './locales/fr/video.ts';

/** Every catalog, by language then namespace. English is the reference for keys. */
export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    errors: enErrors,
    marketing: enMarketing,
    app: enApp,
    authErrors: enAuthErrors,
    emails: enEmails,
    twoFactor: enTwoFactor,
    admin: enAdmin,
    oauth: enOauth,
    settings: enSettings,
    create: enCreate,
    library: enLibrary,
    creatives: enCreatives,
    brands: enBrands,
    styles: enStyles,
    formats: enFormats,
    brandCheck: enBrandCheck,
    uploads: enUploads,
    dashboard: enDashboard,
    composer: enComposer,
    video: enVideo,
    explore: enExplore,
    templates: enTemplates,
    billing: enBilling,
    pricing: enPricing,
    subscription: enSubscription,
    site: enSite,
    support: enSupport,
    analytics: enAnalytics,
  },
  de: {
    common: deCommon,
    auth: deAuth,
    errors: deErrors,
    marketing: deMarketing,
    app: deApp,
    authErrors: deAuthErrors,
    emails: deEmails,
    twoFactor: deTwoFactor,
    admin: deAdmin,
    oauth: deOauth,
    settings: deSettings,
    create: deCreate,
    library: deLibrary,
    creatives: deCreatives,
    brands: deBrands,
    styles: deStyles,
    formats: deFormats,
    brandCheck: deBrandCheck,
    uploads: deUploads,
    dashboard: deDashboard,
    composer: deComposer,
    video: deVideo,
    explore: deExplore,
    templates: deTemplates,
    billing: deBilling,
    pricing: dePricing,
    subscription: deSubscription,
    site: deSite,
    support: deSupport,
    analytics: deAnalytics,
  },
  fr: {
    common: frCommon,
    auth: frAuth,
    errors: frErrors,
    marketing: frMarketing,
    app: frApp,
    authErrors: frAuthErrors,
    emails: frEmails,
    twoFactor: frTwoFactor,
    admin: frAdmin,
    oauth: frOauth,
    settings: frSettings,
    create: frCreate,
    library: frLibrary,
    creatives: frCreatives,
    brands: frBrands,
    styles: frStyles,
    formats: frFormats,
    brandCheck: frBrandCheck,
    uploads: frUploads,
    dashboard: frDashboard,
    composer: frComposer,
    video: frVideo,
    explore: frExplore,
    templates: frTemplates,
    billing: frBilling,
    pricing: frPricing,
    subscription: frSubscription,
    site: frSite,
    support: frSupport,
    analytics: frAnalytics,
  },
  es: {
    common: esCommon,
    auth: esAuth,
    errors: esErrors,
    marketing: esMarketing,
    app: esApp,
    authErrors: esAuthErrors,
    emails: esEmails,
    twoFactor: esTwoFactor,
    admin: esAdmin,
    oauth: esOauth,
    settings: esSettings,
    create: esCreate,
    library: esLibrary,
    creatives: esCreatives,
    brands: esBrands,
    styles: esStyles,
    formats: esFormats,
    brandCheck: esBrandCheck,
    uploads: esUploads,
    dashboard: esDashboard,
    composer: esComposer,
    video: esVideo,
    explore: esExplore,
    templates: esTemplates,
    billing: esBilling,
    pricing: esPricing,
    subscription: esSubscription,
    site: esSite,
    support: esSupport,
    analytics: esAnalytics,
  },
} as const;
