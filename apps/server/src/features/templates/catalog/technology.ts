import type { CategoryCatalog } from './catalog-types.ts';

export const technology: CategoryCatalog = {
  category: 'technology',
  palettes: [
    ['#f5f7fb', '#1a1f36', '#3d7eff'],
    ['#0a0e1a', '#1c2541', '#00e5ff'],
    ['#6c2bd9', '#ff3cac', '#2bd2ff'],
    ['#dfe3e6', '#3f4a55', '#8aa0b4'],
  ],
  themes: [
    {
      key: 'tech-headphones-launch',
      intent: 'shop',
      scene: 'sleek matte wireless headphones floating over a dark gradient with soft rim lighting',
      text: {
        en: {
          title: 'New headphones launch',
          prompt:
            'New noise-cancelling headphones, 40-hour battery, now in our store, sleek matte black with electric blue',
          headline: 'Silence, beautifully engineered',
          subline: 'Adaptive noise cancelling and 40 hours of battery on a single charge.',
          cta: 'Shop now',
        },
        de: {
          title: 'Neue Kopfhörer sind da',
          prompt:
            'Neue Kopfhörer mit Noise-Cancelling und 40 Stunden Akku, jetzt im Shop, mattes Schwarz mit Elektroblau',
          headline: 'Ruhe, bis ins Detail gedacht',
          subline: 'Adaptives Noise-Cancelling und 40 Stunden Akku mit einer Ladung.',
          cta: 'Jetzt kaufen',
        },
        fr: {
          title: 'Nouveau casque sans fil',
          prompt:
            'Nouveau casque antibruit, 40 h d’autonomie, disponible en boutique, noir mat et bleu électrique',
          headline: 'Le silence, tout simplement',
          subline: 'Réduction de bruit adaptative et 40 heures d’autonomie par charge.',
          cta: 'Acheter',
        },
        es: {
          title: 'Nuevos auriculares inalámbricos',
          prompt:
            'Nuevos auriculares con cancelación de ruido y 40 horas de batería, ya en nuestra tienda, negro mate y azul eléctrico',
          headline: 'El silencio, bien diseñado',
          subline: 'Cancelación de ruido adaptativa y 40 horas de batería por carga.',
          cta: 'Comprar ahora',
        },
      },
    },
    {
      key: 'tech-back-to-school-laptops',
      intent: 'sale',
      scene: 'thin silver laptop open on a clean desk beside a notebook and a plant in bright morning light',
      text: {
        en: {
          title: 'Back-to-school laptop deals',
          prompt:
            'Back-to-school laptop deals, up to 25% off ultralight laptops and tablets, clean and bright',
          headline: 'Laptops up to 25% off',
          subline: 'Ultralight laptops and tablets for class, marked down until September.',
          cta: 'See the deals',
        },
        de: {
          title: 'Laptop-Deals zum Schulstart',
          prompt:
            'Laptop-Deals zum Schulstart, bis zu 25 % Rabatt auf ultraleichte Laptops und Tablets, klar und hell',
          headline: 'Laptops bis zu 25 % günstiger',
          subline: 'Laptops und Tablets für Schule und Uni, bis September reduziert.',
          cta: 'Zu den Deals',
        },
        fr: {
          title: 'Offres ordinateurs de rentrée',
          prompt:
            'Promo rentrée sur les ordinateurs portables, jusqu’à 25 % sur les ultraportables et tablettes, clair et lumineux',
          headline: 'Jusqu’à -25 % sur les portables',
          subline: 'Ultraportables et tablettes à prix réduit jusqu’en septembre.',
          cta: 'Voir les offres',
        },
        es: {
          title: 'Ofertas vuelta al cole',
          prompt:
            'Ofertas de vuelta al cole, hasta un 25 % de descuento en portátiles ultraligeros y tabletas, limpio y luminoso',
          headline: 'Portátiles hasta un 25 % menos',
          subline: 'Portátiles ligeros y tabletas para clase, rebajados hasta septiembre.',
          cta: 'Ver ofertas',
        },
      },
    },
    {
      key: 'tech-team-planning-app',
      intent: 'app',
      scene: 'team collaborating around a laptop in a bright modern office with glass walls and plants',
      text: {
        en: {
          title: 'Team planning app',
          prompt:
            'Team planning app that keeps every project on track, download for iOS and Android, clean blue and white',
          headline: 'Every project, on track',
          subline: 'Plan, assign and ship together, from your desk or your phone.',
          cta: 'Try it free',
        },
        de: {
          title: 'App für Teamplanung',
          prompt:
            'Planungs-App für Teams, die jedes Projekt im Zeitplan hält, für iOS und Android, klares Blau und Weiß',
          headline: 'Jedes Projekt im Zeitplan',
          subline: 'Planen, verteilen, liefern: gemeinsam, am Schreibtisch oder unterwegs.',
          cta: 'Gratis testen',
        },
        fr: {
          title: 'Appli de gestion d’équipe',
          prompt:
            'Application de planification d’équipe qui garde chaque projet sur les rails, pour iOS et Android, bleu net et blanc',
          headline: 'Chaque projet sur les rails',
          subline: 'Planifiez, répartissez et livrez ensemble, au bureau ou en mobilité.',
          cta: 'Essai gratuit',
        },
        es: {
          title: 'App de planificación de equipos',
          prompt:
            'App de planificación para equipos que mantiene cada proyecto al día, para iOS y Android, azul limpio y blanco',
          headline: 'Cada proyecto, bajo control',
          subline: 'Planifica, asigna y entrega en equipo, desde el escritorio o el móvil.',
          cta: 'Prueba gratis',
        },
      },
    },
    {
      key: 'tech-weekend-hackathon',
      intent: 'event',
      scene: 'developers at a night hackathon with laptops, glowing screens, pizza boxes and neon lights',
      text: {
        en: {
          title: 'Weekend hackathon',
          prompt:
            'Weekend hackathon event, 48 hours to build something bold, prizes, mentors and free food, neon on dark',
          headline: '48 hours. Build something bold.',
          subline: 'Mentors, prizes and free food. Bring your team or find one here.',
          cta: 'Sign up free',
        },
        de: {
          title: 'Hackathon am Wochenende',
          prompt:
            'Hackathon-Event am Wochenende, 48 Stunden für eine mutige Idee, Preise, Mentoren und Essen gratis, Neon auf Dunkel',
          headline: '48 Stunden. Bau was Großes.',
          subline: 'Mentoren, Preise und Essen gratis. Mit eigenem Team oder allein.',
          cta: 'Gratis anmelden',
        },
        fr: {
          title: 'Hackathon du week-end',
          prompt:
            'Hackathon du week-end, un événement de 48 heures pour créer un projet audacieux, prix, mentors et repas offerts',
          headline: '48 h pour un projet audacieux',
          subline: 'Mentors, prix et repas offerts. Venez en équipe ou trouvez-en une.',
          cta: 'S’inscrire',
        },
        es: {
          title: 'Hackathon de fin de semana',
          prompt:
            'Hackathon de fin de semana, un evento de 48 horas para crear algo audaz, premios, mentores y comida gratis, neón',
          headline: '48 horas para crear algo grande',
          subline: 'Mentores, premios y comida gratis. Ven con tu equipo o encuentra uno.',
          cta: 'Inscríbete gratis',
        },
      },
    },
    {
      key: 'tech-phone-repair',
      intent: 'general',
      scene: 'technician replacing a cracked smartphone screen with precision tools on an anti-static mat',
      text: {
        en: {
          title: 'Phone repair in 30 minutes',
          prompt:
            'Cracked screen? Phone repair in 30 minutes while you wait, with a 12-month warranty, crisp blue and grey',
          headline: 'Cracked screen? Fixed today.',
          subline: 'Most repairs in 30 minutes while you wait. 12-month warranty.',
          cta: 'Get a quote',
        },
        de: {
          title: 'Handy-Reparatur in 30 Minuten',
          prompt:
            'Display kaputt? Handy-Reparatur in 30 Minuten, während du wartest, mit 12 Monaten Garantie, klares Blau und Grau',
          headline: 'Display kaputt? Heute repariert.',
          subline: 'Die meisten Reparaturen in 30 Minuten, mit 12 Monaten Garantie.',
          cta: 'Preis anfragen',
        },
        fr: {
          title: 'Réparation de téléphone express',
          prompt:
            'Écran cassé ? Réparation de téléphone en 30 minutes pendant que vous attendez, garantie 12 mois, bleu net et gris',
          headline: 'Écran cassé ? Réparé aujourd’hui',
          subline: 'La plupart des réparations en 30 minutes, garanties 12 mois.',
          cta: 'Demander un devis',
        },
        es: {
          title: 'Reparación de móviles exprés',
          prompt:
            '¿Pantalla rota? Reparamos tu móvil en 30 minutos mientras esperas, con 12 meses de garantía, azul nítido y gris',
          headline: '¿Pantalla rota? Arreglada hoy.',
          subline: 'La mayoría de reparaciones en 30 minutos, con 12 meses de garantía.',
          cta: 'Pedir presupuesto',
        },
      },
    },
    {
      key: 'tech-it-support-review',
      intent: 'testimonial',
      scene: 'relaxed office manager smiling at her desk with a laptop in a calm, bright workspace',
      text: {
        en: {
          title: 'IT support client review',
          prompt: 'Customer review ad: “Our IT finally just works.” — Ben, Nottingham',
          headline: 'Our IT finally just works',
          subline: 'Ben, Nottingham',
          cta: 'Talk to us',
        },
        de: {
          title: 'Stimme zum IT-Support',
          prompt: 'Kundenstimme: „Unsere IT läuft endlich einfach.“ — Katrin, Nürnberg',
          headline: 'Unsere IT läuft endlich einfach',
          subline: 'Katrin, Nürnberg',
          cta: 'Kontakt aufnehmen',
        },
        fr: {
          title: 'Avis sur notre support informatique',
          prompt: 'Avis client : « Notre informatique marche enfin. » — Sarah, Strasbourg',
          headline: 'Notre informatique marche enfin',
          subline: 'Sarah, Strasbourg',
          cta: 'Nous contacter',
        },
        es: {
          title: 'Reseña de soporte informático',
          prompt: 'Reseña de cliente: «Por fin, la informática funciona.» — Diego, Barcelona',
          headline: 'Por fin, la informática funciona',
          subline: 'Diego, Barcelona',
          cta: 'Contáctanos',
        },
      },
    },
    {
      key: 'tech-fibre-broadband',
      intent: 'general',
      scene: 'glowing fibre optic strands in blue and violet light streaming across a dark background',
      text: {
        en: {
          title: 'Fibre broadband launch',
          prompt:
            'Fibre broadband has arrived in your neighbourhood, gigabit speeds with no data caps, glowing blue and violet',
          headline: 'Gigabit speed has arrived',
          subline: 'Fibre broadband in your neighbourhood, with no data caps or slowdowns.',
          cta: 'Check your address',
        },
        de: {
          title: 'Glasfaser in deiner Straße',
          prompt:
            'Glasfaser ist jetzt in deinem Viertel, Gigabit-Tempo ohne Datenlimit, leuchtendes Blau und Violett',
          headline: 'Gigabit-Tempo ist da',
          subline: 'Glasfaser in deinem Viertel, ohne Datenlimit und ohne Abendflaute.',
          cta: 'Adresse prüfen',
        },
        fr: {
          title: 'Lancement de la fibre',
          prompt:
            'La fibre arrive dans votre quartier, des débits en gigabit sans limite de données, bleu et violet lumineux',
          headline: 'Le gigabit arrive chez vous',
          subline: 'Dans votre quartier, la fibre sans limite de données ni lenteur.',
          cta: 'Tester mon adresse',
        },
        es: {
          title: 'Llega la fibra óptica',
          prompt:
            'La fibra óptica llega a tu barrio, velocidad de gigabit sin límite de datos, azul y violeta luminosos',
          headline: 'La velocidad gigabit ya llegó',
          subline: 'Fibra óptica en tu barrio, sin límite de datos ni bajones.',
          cta: 'Ver cobertura',
        },
      },
    },
  ],
};
