import type { CategoryCatalog } from './catalog-types.ts';

/** Practices, clinics, pharmacies and health apps. */
export const medical: CategoryCatalog = {
  category: 'medical',
  palettes: [
    ['#f4f9fc', '#1f6fa8', '#19a7a0'],
    ['#0f2a3d', '#e6f2f8', '#3cc6b5'],
    ['#0077c8', '#ffffff', '#ffd166'],
    ['#dfe8e4', '#4d6b64', '#c98f6b'],
  ],
  themes: [
    {
      key: 'medical-teeth-whitening-offer',
      intent: 'sale',
      scene:
        'bright modern dental clinic, smiling woman in the chair, soft daylight and clean white surfaces',
      text: {
        en: {
          title: 'Teeth whitening offer',
          prompt: 'Make an ad for our dental practice: 20% off professional teeth whitening this month',
          headline: '20% off teeth whitening',
          subline: 'Professional whitening at our practice, this month only',
          cta: 'Book a visit',
        },
        de: {
          title: 'Zahnaufhellung im Angebot',
          prompt:
            'Erstelle eine Anzeige für unsere Zahnarztpraxis: 20 % Rabatt auf Bleaching in diesem Monat',
          headline: '20 % auf Zahnaufhellung',
          subline: 'Professionelles Bleaching in unserer Praxis – nur diesen Monat',
          cta: 'Termin sichern',
        },
        fr: {
          title: 'Offre blanchiment dentaire',
          prompt: 'Crée une pub pour notre cabinet dentaire : -20 % sur le blanchiment des dents ce mois-ci',
          headline: '-20 % sur le blanchiment',
          subline: 'Un sourire plus éclatant au cabinet, ce mois-ci seulement',
          cta: 'Prendre RDV',
        },
        es: {
          title: 'Oferta de blanqueamiento dental',
          prompt: 'Haz un anuncio para nuestra clínica dental: 20 % de descuento en blanqueamiento este mes',
          headline: '20 % en blanqueamiento dental',
          subline: 'Blanqueamiento profesional en nuestra clínica, solo este mes',
          cta: 'Pide tu cita',
        },
      },
    },
    {
      key: 'medical-annual-checkup',
      intent: 'general',
      scene: 'friendly family doctor talking with a middle-aged patient in a bright consultation room',
      text: {
        en: {
          title: 'Annual health check-up',
          prompt: 'Create an ad reminding people to get their annual health check-up at our family practice',
          headline: 'Time for your yearly check-up',
          subline: 'Quick appointments, unhurried doctors and results explained clearly',
          cta: 'Book a check-up',
        },
        de: {
          title: 'Jährlicher Gesundheitscheck',
          prompt:
            'Erstelle eine Anzeige, die an den jährlichen Gesundheitscheck in unserer Hausarztpraxis erinnert',
          headline: 'Zeit für deinen Check-up',
          subline: 'Kurze Wartezeiten, Ärzte mit Zeit und Befunde, die du verstehst',
          cta: 'Termin vereinbaren',
        },
        fr: {
          title: 'Bilan de santé annuel',
          prompt: 'Crée une pub qui rappelle de faire son bilan de santé annuel dans notre cabinet médical',
          headline: 'L’heure de votre bilan santé',
          subline: 'Rendez-vous rapides, médecins disponibles et résultats bien expliqués',
          cta: 'Prendre RDV',
        },
        es: {
          title: 'Chequeo médico anual',
          prompt: 'Crea un anuncio que recuerde hacerse el chequeo anual en nuestro centro médico',
          headline: 'Es hora de tu chequeo anual',
          subline: 'Citas rápidas, médicos sin prisas y resultados bien explicados',
          cta: 'Pide tu cita',
        },
      },
    },
    {
      key: 'medical-physio-patient-review',
      intent: 'testimonial',
      scene: 'physiotherapist guiding a smiling young woman through a knee exercise in a sunny therapy room',
      text: {
        en: {
          title: 'Physio patient review',
          prompt:
            'Design a patient review ad for our physio team, from Sarah in Leeds: I was running again in six weeks',
          headline: 'Running again after six weeks',
          subline: 'Sarah, Leeds',
          cta: 'Read reviews',
        },
        de: {
          title: 'Patientenstimme Physiotherapie',
          prompt:
            'Gestalte eine Anzeige mit der Bewertung von Lena aus Köln: Nach sechs Wochen Physio kann ich wieder laufen',
          headline: 'Dank euch laufe ich wieder',
          subline: 'Lena, Köln',
          cta: 'Mehr erfahren',
        },
        fr: {
          title: 'Avis patient kiné',
          prompt:
            "Crée une pub avec l'avis client de Camille, de Lyon : grâce au cabinet de kiné, je cours de nouveau",
          headline: 'Six semaines plus tard, je cours',
          subline: 'Camille, Lyon',
          cta: 'Voir les avis',
        },
        es: {
          title: 'Opinión de paciente',
          prompt:
            'Crea un anuncio con la reseña de Lucía, de Sevilla: en seis semanas de fisio volví a correr',
          headline: 'En seis semanas volví a correr',
          subline: 'Lucía, Sevilla',
          cta: 'Ver opiniones',
        },
      },
    },
    {
      key: 'medical-blood-donation-day',
      intent: 'event',
      scene: 'nurses and volunteers at a bright blood donation center, donor relaxing in a reclining chair',
      text: {
        en: {
          title: 'Blood donation day',
          prompt: 'Create an event ad for our blood donation day at the community hospital next Saturday',
          headline: 'Give blood, save three lives',
          subline: 'Donation day this Saturday, 9 am to 4 pm at the community hospital',
          cta: 'Reserve a slot',
        },
        de: {
          title: 'Aktionstag Blutspende',
          prompt:
            'Erstelle eine Anzeige für unsere Veranstaltung zum Blutspendetag im Stadtkrankenhaus am Samstag',
          headline: 'Blut spenden, Leben retten',
          subline: 'Blutspendetag am Samstag, 9 bis 16 Uhr im Stadtkrankenhaus',
          cta: 'Termin reservieren',
        },
        fr: {
          title: 'Journée du don de sang',
          prompt: "Crée une pub pour l'événement don de sang de l'hôpital ce samedi",
          headline: 'Un don, trois vies sauvées',
          subline: 'Journée du don samedi, de 9 h à 16 h à l’hôpital de la ville',
          cta: 'Je réserve',
        },
        es: {
          title: 'Jornada de donación de sangre',
          prompt: 'Crea un anuncio del evento de donación de sangre en el hospital este sábado',
          headline: 'Dona sangre, salva tres vidas',
          subline: 'Jornada de donación el sábado, de 9 a 16 h en el hospital municipal',
          cta: 'Reserva tu hora',
        },
      },
    },
    {
      key: 'medical-telehealth-app',
      intent: 'app',
      scene: 'woman on a cosy sofa holding a smartphone during a friendly video call with a doctor',
      text: {
        en: {
          title: 'Video doctor app',
          prompt: 'Make an ad for our telehealth app: see a doctor by video within 15 minutes, download free',
          headline: 'A doctor in 15 minutes',
          subline: 'Video visits from your sofa, prescriptions sent straight to you',
          cta: 'Get the app',
        },
        de: {
          title: 'Videosprechstunde per App',
          prompt: 'Erstelle eine Anzeige für unsere Telemedizin-App: in 15 Minuten per Video beim Arzt',
          headline: 'In 15 Minuten zum Arzt',
          subline: 'Videosprechstunde vom Sofa aus, das Rezept direkt aufs Handy',
          cta: 'App laden',
        },
        fr: {
          title: 'Appli de téléconsultation',
          prompt:
            'Crée une pub pour notre application de téléconsultation : un médecin en vidéo en 15 minutes',
          headline: 'Un médecin en 15 minutes',
          subline: 'Consultez en vidéo depuis votre canapé, ordonnance comprise',
          cta: 'Télécharger',
        },
        es: {
          title: 'App de videoconsulta',
          prompt: 'Haz un anuncio para nuestra app de telemedicina: un médico por videollamada en 15 minutos',
          headline: 'Un médico en 15 minutos',
          subline: 'Consulta por vídeo desde el sofá y recibe tu receta en el móvil',
          cta: 'Descarga la app',
        },
      },
    },
    {
      key: 'medical-pharmacy-cold-season',
      intent: 'shop',
      scene: 'cosy flat lay of herbal tea, tissues, lozenges and a thermometer on a soft knitted blanket',
      text: {
        en: {
          title: 'Cold season pharmacy shop',
          prompt: 'Create an ad for our pharmacy shop: cold and flu essentials delivered the same day',
          headline: 'Cold season? We’ve got you',
          subline: 'Remedies, tissues and tea from your local pharmacy, delivered today',
          cta: 'Shop essentials',
        },
        de: {
          title: 'Apotheke für die Erkältungszeit',
          prompt:
            'Erstelle eine Anzeige für unseren Apotheken-Shop: alles gegen Erkältung, noch am selben Tag geliefert',
          headline: 'Erkältet? Wir liefern heute',
          subline: 'Tee, Lutschtabletten und Arzneien aus deiner Apotheke vor Ort',
          cta: 'Jetzt bestellen',
        },
        fr: {
          title: 'Pharmacie en ligne hiver',
          prompt:
            "Crée une pub pour la boutique en ligne de notre pharmacie : l'essentiel contre le rhume livré le jour même",
          headline: 'Enrhumé ? On s’occupe de tout',
          subline: 'Pastilles, tisanes et remèdes de votre pharmacie, livrés aujourd’hui',
          cta: 'Commander',
        },
        es: {
          title: 'Farmacia online de invierno',
          prompt:
            'Haz un anuncio para la tienda online de nuestra farmacia: todo para el resfriado, entregado hoy mismo',
          headline: '¿Resfriado? Te lo llevamos hoy',
          subline: 'Pastillas, infusiones y remedios de tu farmacia de barrio, a domicilio',
          cta: 'Comprar ahora',
        },
      },
    },
    {
      key: 'medical-flu-vaccine-walk-in',
      intent: 'general',
      scene: 'pharmacist giving a flu vaccination to a smiling older man in a bright neighbourhood pharmacy',
      text: {
        en: {
          title: 'Walk-in flu vaccine',
          prompt:
            'Make an ad telling people flu shots are now available without an appointment at our pharmacy',
          headline: 'Flu shots, no appointment',
          subline: 'Walk in any weekday: five minutes that protect you all winter',
          cta: 'Find us',
        },
        de: {
          title: 'Grippeimpfung ohne Termin',
          prompt: 'Erstelle eine Anzeige: Grippeimpfung ab sofort ohne Termin in unserer Apotheke',
          headline: 'Grippeimpfung ohne Termin',
          subline: 'Komm werktags einfach vorbei – in fünf Minuten erledigt',
          cta: 'So findest du uns',
        },
        fr: {
          title: 'Vaccin antigrippe sans RDV',
          prompt: 'Crée une pub : vaccin contre la grippe sans rendez-vous dans notre pharmacie',
          headline: 'Vaccin grippe sans rendez-vous',
          subline: 'Passez en semaine : cinq minutes pour un hiver protégé',
          cta: 'Nous trouver',
        },
        es: {
          title: 'Vacuna de la gripe',
          prompt: 'Haz un anuncio: vacuna de la gripe sin cita previa en nuestra farmacia',
          headline: 'Vacuna de la gripe sin cita',
          subline: 'Ven cualquier día laborable: en cinco minutos estás protegido',
          cta: 'Cómo llegar',
        },
      },
    },
  ],
};
