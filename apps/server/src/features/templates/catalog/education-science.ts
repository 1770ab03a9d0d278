import type { CategoryCatalog } from './catalog-types.ts';

export const educationScience: CategoryCatalog = {
  category: 'education-science',
  palettes: [
    ['#f4f6fb', '#283593', '#ffb300'],
    ['#0f1b2d', '#1e3a5f', '#4fc3f7'],
    ['#5e35b1', '#00bfa5', '#ffca28'],
    ['#dcd7cc', '#4e5d6c', '#a3785b'],
  ],
  themes: [
    {
      key: 'education-italian-course-early-bird',
      intent: 'sale',
      scene: 'small group of adult students laughing around a table with notebooks in a bright classroom',
      text: {
        en: {
          title: 'Language course early bird',
          prompt:
            'Italian evening course, 30% off when you enrol before September 1, small groups, bright and friendly',
          headline: 'Speak Italian by summer',
          subline: 'Small evening classes, native teachers. 30% off before September 1.',
          cta: 'Enrol now',
        },
        de: {
          title: 'Sprachkurs mit Frühbucherrabatt',
          prompt:
            'Italienisch-Abendkurs, 30 % Rabatt bei Anmeldung bis 1. September, kleine Gruppen, hell und freundlich',
          headline: 'Bis zum Sommer Italienisch',
          subline: 'Kleine Abendkurse mit Muttersprachlern. 30 % Rabatt bis 1. September.',
          cta: 'Jetzt anmelden',
        },
        fr: {
          title: 'Cours de langue du soir',
          prompt:
            'Cours d’italien du soir, 30 % de remise pour toute inscription avant le 1er septembre, petits groupes, lumineux',
          headline: 'Parlez italien d’ici l’été',
          subline: 'Petits groupes, profs natifs. -30 % avant le 1er septembre.',
          cta: 'Je m’inscris',
        },
        es: {
          title: 'Curso de idiomas',
          prompt:
            'Curso de italiano por las tardes, 30 % de descuento si te inscribes antes del 1 de septiembre, grupos reducidos',
          headline: 'Habla italiano este verano',
          subline: 'Grupos pequeños, profes nativos. 30 % menos hasta el 1 de septiembre.',
          cta: 'Inscríbete',
        },
      },
    },
    {
      key: 'education-museum-late-night',
      intent: 'event',
      scene: 'dinosaur skeleton in a grand museum hall lit by blue and purple lights with curious visitors',
      text: {
        en: {
          title: 'Science museum late',
          prompt:
            'Science museum late night event, experiments, planetarium shows and a bar among the dinosaurs, Friday 7 pm',
          headline: 'Science after dark',
          subline: 'Live experiments, planetarium shows and drinks among the dinosaurs.',
          cta: 'Get tickets',
        },
        de: {
          title: 'Lange Nacht im Museum',
          prompt:
            'Lange Museumsnacht, Experimente, Planetarium-Shows und eine Bar zwischen Dinosauriern, Freitag 19 Uhr, Tickets online',
          headline: 'Wissenschaft bei Nacht',
          subline: 'Live-Experimente, Planetarium-Shows und Drinks zwischen Dinosauriern.',
          cta: 'Tickets sichern',
        },
        fr: {
          title: 'Nocturne au muséum',
          prompt:
            'Nocturne au muséum des sciences, expériences, planétarium et bar parmi les dinosaures, vendredi 19 h, billets en ligne',
          headline: 'La science à la nuit tombée',
          subline: 'Expériences en direct, planétarium et cocktails parmi les dinosaures.',
          cta: 'Mes billets',
        },
        es: {
          title: 'Noche en el museo',
          prompt:
            'Noche en el museo de ciencia, experimentos, planetario y bar entre dinosaurios, viernes a las 19 h, entradas online',
          headline: 'La ciencia de noche',
          subline: 'Experimentos en directo, planetario y copas entre dinosaurios.',
          cta: 'Comprar entradas',
        },
      },
    },
    {
      key: 'education-exam-revision-app',
      intent: 'app',
      scene:
        'student with headphones at a tidy desk with a smartphone, highlighters and notes in evening lamplight',
      text: {
        en: {
          title: 'Exam revision app',
          prompt:
            'Exam revision app with smart flashcards and daily quizzes, download free and study ten minutes a day, calm indigo',
          headline: 'Ten minutes a day to top marks',
          subline: 'Smart flashcards and quizzes that know what you still need to learn.',
          cta: 'Download free',
        },
        de: {
          title: 'Lern-App für Prüfungen',
          prompt:
            'Lern-App für Prüfungen mit smarten Karteikarten und täglichen Quiz, gratis laden, zehn Minuten am Tag, ruhiges Indigo',
          headline: 'Zehn Minuten am Tag zur Eins',
          subline: 'Smarte Karteikarten und Quiz, die wissen, was du noch lernen musst.',
          cta: 'Gratis laden',
        },
        fr: {
          title: 'Appli de révisions',
          prompt:
            'Application de révisions avec fiches intelligentes et quiz quotidiens, dix minutes par jour, gratuite, indigo apaisant',
          headline: 'Dix minutes par jour suffisent',
          subline: 'Des fiches et quiz malins qui savent ce qu’il vous reste à revoir.',
          cta: 'Télécharger',
        },
        es: {
          title: 'App para preparar exámenes',
          prompt:
            'App para preparar exámenes con tarjetas inteligentes y test diarios, descárgala gratis y estudia diez minutos al día',
          headline: 'Diez minutos al día para aprobar',
          subline: 'Tarjetas y test inteligentes que saben lo que aún te falta repasar.',
          cta: 'Descargar gratis',
        },
      },
    },
    {
      key: 'education-tutoring-review',
      intent: 'testimonial',
      scene: 'tutor and teenage student smiling over an open textbook at a sunny kitchen table',
      text: {
        en: {
          title: 'Tutoring parent review',
          prompt: 'Customer review ad: “From a D to an A in one term.” — Priya, Leicester',
          headline: 'From a D to an A in one term',
          subline: 'Priya, Leicester',
          cta: 'Find a tutor',
        },
        de: {
          title: 'Stimme zur Nachhilfe',
          prompt: 'Kundenstimme: „Von der Fünf auf die Zwei in einem Halbjahr.“ — Sabine, Hannover',
          headline: 'Von der Fünf auf die Zwei',
          subline: 'Sabine, Hannover',
          cta: 'Nachhilfe finden',
        },
        fr: {
          title: 'Avis sur le soutien scolaire',
          prompt: 'Avis client : « De 8 à 15 sur 20 en un trimestre. » — Nadia, Grenoble',
          headline: 'De 8 à 15 sur 20 en un trimestre',
          subline: 'Nadia, Grenoble',
          cta: 'Trouver un prof',
        },
        es: {
          title: 'Reseña de clases particulares',
          prompt: 'Reseña de cliente: «Del 4 al 8 en un solo trimestre.» — Elena, Murcia',
          headline: 'Del 4 al 8 en un solo trimestre',
          subline: 'Elena, Murcia',
          cta: 'Buscar profesor',
        },
      },
    },
    {
      key: 'education-science-kit-subscription',
      intent: 'shop',
      scene:
        'hands-on chemistry kit with colourful test tubes, safety goggles and crystals on a wooden table',
      text: {
        en: {
          title: 'Monthly science kits',
          prompt:
            'Hands-on science kits for curious minds, crystals, circuits and chemistry, shop the collection, bright and playful',
          headline: 'Curiosity, delivered monthly',
          subline: 'A new crystal, circuit or chemistry kit each month, with easy guides.',
          cta: 'Shop kits',
        },
        de: {
          title: 'Experimentierkästen im Abo',
          prompt:
            'Experimentierkästen für Neugierige im Shop, Kristalle, Stromkreise und Chemie, jeden Monat neu, bunt und verspielt',
          headline: 'Jeden Monat ein neues Experiment',
          subline: 'Kristalle, Stromkreise oder Chemie, mit einfacher Anleitung.',
          cta: 'Kästen ansehen',
        },
        fr: {
          title: 'Kits de sciences mensuels',
          prompt:
            'Kits de sciences pour esprits curieux, cristaux, circuits et chimie, découvrez la collection, vif et ludique',
          headline: 'Chaque mois, une expérience',
          subline: 'Cristaux, circuits ou chimie, avec des guides pas à pas très simples.',
          cta: 'Voir les kits',
        },
        es: {
          title: 'Kits de ciencia mensuales',
          prompt:
            'Kits de ciencia para mentes curiosas, cristales, circuitos y química, descubre la colección, vivo y divertido',
          headline: 'Un experimento nuevo cada mes',
          subline: 'Cristales, circuitos o química, con guías paso a paso muy sencillas.',
          cta: 'Ver kits',
        },
      },
    },
    {
      key: 'education-online-degree',
      intent: 'general',
      scene: 'adult learner studying on a laptop at a kitchen table in the evening with a warm lamp and tea',
      text: {
        en: {
          title: 'Online degree programme',
          prompt:
            'Online bachelor’s degree in business you can study around work and family, flexible and trusted, deep indigo',
          headline: 'Your degree, on your schedule',
          subline: 'Study online around work and family, with tutors who know your name.',
          cta: 'Explore courses',
        },
        de: {
          title: 'Fernstudium neben dem Beruf',
          prompt:
            'Berufsbegleitendes Fernstudium in BWL, flexibel neben Job und Familie, seriös und modern, tiefes Indigo',
          headline: 'Dein Studium, dein Tempo',
          subline: 'Online studieren neben Job und Familie, mit persönlicher Betreuung.',
          cta: 'Mehr erfahren',
        },
        fr: {
          title: 'Licence en ligne',
          prompt:
            'Licence de gestion en ligne, à suivre à votre rythme en plus du travail et de la famille, flexible et reconnue',
          headline: 'Votre diplôme, à votre rythme',
          subline: 'Étudiez en ligne à côté du travail, avec un tuteur dédié.',
          cta: 'Voir les cursus',
        },
        es: {
          title: 'Grado universitario online',
          prompt:
            'Grado en Administración de Empresas online, compatible con el trabajo y la familia, flexible y reconocido, índigo',
          headline: 'Tu título, a tu ritmo',
          subline: 'Estudia online sin dejar el trabajo, con un tutor que te conoce.',
          cta: 'Ver grados',
        },
      },
    },
    {
      key: 'education-coding-bootcamp-webinar',
      intent: 'event',
      scene: 'focused people coding on laptops in a modern loft classroom with big windows and plants',
      text: {
        en: {
          title: 'Coding bootcamp webinar',
          prompt:
            'Free info webinar for our 12-week coding bootcamp, meet the teachers and alumni, Tuesday 6 pm, modern purple and teal',
          headline: 'Start coding in 12 weeks',
          subline: 'Join our free info webinar and meet the teachers. Tuesday at 6 pm.',
          cta: 'Save my seat',
        },
        de: {
          title: 'Info-Webinar zum Coding-Bootcamp',
          prompt:
            'Kostenloses Info-Webinar zum 12-wöchigen Coding-Bootcamp, Lehrkräfte und Alumni kennenlernen, Dienstag 18 Uhr',
          headline: 'In 12 Wochen zum Coding-Profi',
          subline: 'Lerne das Team beim kostenlosen Info-Webinar kennen. Dienstag, 18 Uhr.',
          cta: 'Platz sichern',
        },
        fr: {
          title: 'Webinaire bootcamp de code',
          prompt:
            'Conférence en ligne gratuite sur notre bootcamp de code en 12 semaines, rencontrez profs et anciens, mardi 18 h',
          headline: 'Développeur en 12 semaines',
          subline: 'Rencontrez l’équipe lors du webinaire gratuit, mardi à 18 h.',
          cta: 'Je m’inscris',
        },
        es: {
          title: 'Webinar del bootcamp de programación',
          prompt:
            'Webinar informativo gratuito sobre nuestro bootcamp de programación de 12 semanas, conoce a profes y alumnos, martes 18 h',
          headline: 'Programador en 12 semanas',
          subline: 'Conoce al equipo en el webinar gratuito. Martes a las 18 h.',
          cta: 'Reservar plaza',
        },
      },
    },
  ],
};
