import type { CategoryCatalog } from './catalog-types.ts';

/** German copy addresses business owners formally ("Sie"), as finance and B2B ads there do. */
export const businessFinance: CategoryCatalog = {
  category: 'business-finance',
  palettes: [
    ['#f5f7fa', '#0b2545', '#13a89e'],
    ['#0b1d33', '#1d3557', '#f2c14e'],
    ['#1f6feb', '#0a2540', '#00d4a6'],
    ['#d9d4cc', '#4a4e57', '#8c6d46'],
  ],
  themes: [
    {
      key: 'business-bookkeeping-offer',
      intent: 'sale',
      scene: 'tidy desk with a laptop, calculator, coffee cup and neatly stacked paperwork in soft daylight',
      text: {
        en: {
          title: 'Small business bookkeeping',
          prompt: 'Bookkeeping for small businesses, 50% off your first three months, clear navy and teal',
          headline: 'Bookkeeping at half price',
          subline: 'Certified experts handle your books. First three months 50% off.',
          cta: 'Get a quote',
        },
        de: {
          title: 'Buchhaltung für kleine Unternehmen',
          prompt:
            'Buchhaltung für kleine Unternehmen, 50 % Rabatt in den ersten drei Monaten, klar in Marineblau und Petrol',
          headline: 'Buchhaltung zum halben Preis',
          subline: 'Zertifizierte Profis für Ihre Bücher, drei Monate zum halben Preis.',
          cta: 'Angebot anfordern',
        },
        fr: {
          title: 'Comptabilité pour TPE',
          prompt:
            'Comptabilité pour petites entreprises, 50 % de remise sur les trois premiers mois, bleu marine et sarcelle',
          headline: 'Votre compta à moitié prix',
          subline: 'Des experts certifiés tiennent vos comptes. Trois mois à -50 %.',
          cta: 'Demander un devis',
        },
        es: {
          title: 'Contabilidad para pymes',
          prompt:
            'Contabilidad para pequeñas empresas, 50 % de descuento los tres primeros meses, azul marino y verde azulado',
          headline: 'Contabilidad a mitad de precio',
          subline: 'Expertos certificados llevan tus cuentas. Tres meses al 50 %.',
          cta: 'Pedir presupuesto',
        },
      },
    },
    {
      key: 'business-finance-summit',
      intent: 'event',
      scene: 'modern conference stage with blue lighting, a speaker silhouette and an attentive audience',
      text: {
        en: {
          title: 'Finance leaders summit',
          prompt:
            'Finance leaders conference, two days of talks on growth and funding, May 14–15, early-bird tickets, confident navy',
          headline: 'Where finance leaders meet',
          subline: 'Two days of talks on growth, funding and risk. May 14–15.',
          cta: 'Register now',
        },
        de: {
          title: 'Gipfel für Finanzentscheider',
          prompt:
            'Konferenz für Finanzentscheider, zwei Tage Vorträge zu Wachstum und Finanzierung, 14.–15. Mai, Frühbucher-Tickets',
          headline: 'Hier trifft sich die Finanzwelt',
          subline: 'Zwei Tage Vorträge zu Wachstum, Finanzierung und Risiko. 14.–15. Mai.',
          cta: 'Jetzt anmelden',
        },
        fr: {
          title: 'Sommet des décideurs financiers',
          prompt:
            'Conférence des décideurs financiers, deux jours sur la croissance et le financement, 14–15 mai, billets early bird',
          headline: 'Le rendez-vous de la finance',
          subline: 'Deux jours d’échanges sur la croissance, le financement et le risque.',
          cta: 'S’inscrire',
        },
        es: {
          title: 'Cumbre de líderes financieros',
          prompt:
            'Conferencia de líderes financieros, dos días sobre crecimiento y financiación, 14–15 de mayo, entradas anticipadas',
          headline: 'El encuentro de las finanzas',
          subline: 'Dos días sobre crecimiento, financiación y riesgo. 14–15 de mayo.',
          cta: 'Inscríbete',
        },
      },
    },
    {
      key: 'business-invoicing-app',
      intent: 'app',
      scene:
        'smartphone on a café table beside a notebook and coffee, a freelancer working in soft morning light',
      text: {
        en: {
          title: 'Invoicing app for freelancers',
          prompt:
            'Invoicing app for freelancers, send an invoice in 30 seconds and get paid faster, download free, fresh blue',
          headline: 'Invoices in 30 seconds',
          subline: 'Create, send and track invoices from your phone. Get paid on time.',
          cta: 'Try it free',
        },
        de: {
          title: 'Rechnungs-App für Freelancer',
          prompt:
            'Rechnungs-App für Freelancer, Rechnung in 30 Sekunden verschicken und schneller bezahlt werden, frisches Blau',
          headline: 'Rechnungen in 30 Sekunden',
          subline: 'Rechnungen am Handy schreiben, senden, verfolgen. Pünktlich bezahlt.',
          cta: 'Gratis testen',
        },
        fr: {
          title: 'Appli de facturation',
          prompt:
            'Application de facturation pour indépendants, une facture en 30 secondes et des paiements plus rapides, bleu frais',
          headline: 'Une facture en 30 secondes',
          subline: 'Créez, envoyez et suivez vos factures depuis votre téléphone.',
          cta: 'Essai gratuit',
        },
        es: {
          title: 'App de facturación',
          prompt:
            'App de facturación para autónomos, envía una factura en 30 segundos y cobra antes, descárgala gratis, azul fresco',
          headline: 'Facturas en 30 segundos',
          subline: 'Crea, envía y controla tus facturas desde el móvil. Cobra a tiempo.',
          cta: 'Pruébala gratis',
        },
      },
    },
    {
      key: 'business-client-success-story',
      intent: 'testimonial',
      scene: 'confident small business owner smiling in her bright studio with wooden shelves and plants',
      text: {
        en: {
          title: 'Client success story',
          prompt: 'Client testimonial ad: “We doubled our revenue in a year.” — Daniel, Glasgow',
          headline: 'We doubled our revenue in a year',
          subline: 'Daniel, Glasgow',
          cta: 'Read the story',
        },
        de: {
          title: 'Erfolgsgeschichte eines Kunden',
          prompt: 'Kundenstimme: „Umsatz verdoppelt, in einem Jahr.“ — Markus, Leipzig',
          headline: 'Umsatz verdoppelt, in einem Jahr',
          subline: 'Markus, Leipzig',
          cta: 'Zur Geschichte',
        },
        fr: {
          title: 'Témoignage client',
          prompt: 'Témoignage client : « Notre CA a doublé en un an. » — Thomas, Lille',
          headline: 'Notre CA a doublé en un an',
          subline: 'Thomas, Lille',
          cta: 'Lire son histoire',
        },
        es: {
          title: 'Caso de éxito de cliente',
          prompt: 'Testimonio de cliente: «Duplicamos las ventas en un año.» — Javier, Zaragoza',
          headline: 'Duplicamos las ventas en un año',
          subline: 'Javier, Zaragoza',
          cta: 'Leer la historia',
        },
      },
    },
    {
      key: 'business-fast-loans',
      intent: 'general',
      scene: 'entrepreneur shaking hands with an adviser in a bright modern office with a city view behind',
      text: {
        en: {
          title: 'Fast business loans',
          prompt: 'Business loans decided within 48 hours, simple and fair, trustworthy navy and gold',
          headline: 'Funding decided in 48 hours',
          subline: 'Flexible business loans with clear terms and no hidden fees.',
          cta: 'Check eligibility',
        },
        de: {
          title: 'Schnelle Firmenkredite',
          prompt:
            'Firmenkredite mit Zusage in 48 Stunden, einfach und fair, vertrauensvolles Marineblau und Gold',
          headline: 'Kreditzusage in 48 Stunden',
          subline: 'Flexible Firmenkredite, klare Konditionen, keine versteckten Kosten.',
          cta: 'Jetzt prüfen',
        },
        fr: {
          title: 'Prêts rapides aux entreprises',
          prompt:
            'Prêts aux entreprises avec réponse sous 48 heures, simples et justes, bleu marine rassurant et or',
          headline: 'Votre financement en 48 h',
          subline: 'Des prêts pros flexibles, aux conditions claires, sans frais cachés.',
          cta: 'Faire une demande',
        },
        es: {
          title: 'Préstamos rápidos para empresas',
          prompt:
            'Préstamos para empresas con respuesta en 48 horas, sencillos y justos, azul marino y dorado de confianza',
          headline: 'Financiación en 48 horas',
          subline: 'Préstamos flexibles, condiciones claras y sin letra pequeña.',
          cta: 'Solicitar ahora',
        },
      },
    },
    {
      key: 'business-tax-return-service',
      intent: 'general',
      scene:
        'calm accountant reviewing documents with a couple at a light oak table, plants and soft daylight',
      text: {
        en: {
          title: 'Tax return service',
          prompt:
            'Tax season is here, let our advisers file your return on time and stress-free, calm blue and white',
          headline: 'Tax season, minus the stress',
          subline: 'Our advisers file your return on time and find every deduction.',
          cta: 'Talk to an adviser',
        },
        de: {
          title: 'Hilfe bei der Steuererklärung',
          prompt:
            'Die Steuersaison ist da, unsere Berater erledigen Ihre Erklärung pünktlich und stressfrei, ruhiges Blau und Weiß',
          headline: 'Steuererklärung ohne Stress',
          subline: 'Unsere Berater reichen pünktlich ein und finden jeden Steuervorteil.',
          cta: 'Beratung anfragen',
        },
        fr: {
          title: 'Déclaration d’impôts sereine',
          prompt:
            'C’est la saison des impôts, nos conseillers déposent votre déclaration à temps et sans stress, bleu calme et blanc',
          headline: 'Les impôts, sans le stress',
          subline: 'Nos conseillers déposent votre déclaration à temps, sans rien oublier.',
          cta: 'Prendre conseil',
        },
        es: {
          title: 'Tu declaración de la renta',
          prompt:
            'Llega la campaña de la renta, nuestros asesores presentan tu declaración a tiempo y sin estrés, azul sereno y blanco',
          headline: 'La renta, sin estrés',
          subline: 'Nuestros asesores presentan tu declaración a tiempo y sin errores.',
          cta: 'Consultar ahora',
        },
      },
    },
    {
      key: 'business-card-printing',
      intent: 'shop',
      scene: 'stack of elegant textured business cards with gold foil edges on a dark slate surface',
      text: {
        en: {
          title: 'Business card printing',
          prompt:
            'Business cards printed on premium stock, order in our online store and get them in 48 hours, elegant and crisp',
          headline: 'First impressions, in print',
          subline: 'Premium business cards with foil, embossing and soft-touch finishes.',
          cta: 'Design yours',
        },
        de: {
          title: 'Visitenkarten drucken lassen',
          prompt:
            'Visitenkarten auf edlem Karton, im Online-Shop bestellen und in 48 Stunden erhalten, elegant und klar',
          headline: 'Der erste Eindruck zählt',
          subline: 'Edle Visitenkarten mit Folienprägung und Soft-Touch-Veredelung.',
          cta: 'Jetzt gestalten',
        },
        fr: {
          title: 'Impression de cartes de visite',
          prompt:
            'Cartes de visite sur papier premium, commandez sur notre boutique en ligne et recevez-les en 48 h, élégant et net',
          headline: 'La première impression compte',
          subline: 'Cartes de visite premium : dorure, gaufrage et finition toucher doux.',
          cta: 'Créer la mienne',
        },
        es: {
          title: 'Impresión de tarjetas de visita',
          prompt:
            'Tarjetas de visita en papel premium, pídelas en nuestra tienda online y recíbelas en 48 horas, elegante y nítido',
          headline: 'La primera impresión cuenta',
          subline: 'Tarjetas premium con stamping, relieve y acabado soft touch.',
          cta: 'Diseñar la mía',
        },
      },
    },
  ],
};
