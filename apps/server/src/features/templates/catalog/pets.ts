import type { CategoryCatalog } from './catalog-types.ts';

/** Groomers, vets, shelters, pet food, walkers, trainers and pet insurance. */
export const pets: CategoryCatalog = {
  category: 'pets',
  palettes: [
    ['#fff8f0', '#3d5a80', '#ee6c4d'],
    ['#2b2d42', '#f7ede2', '#f6bd60'],
    ['#ffb703', '#1d3557', '#e63946'],
    ['#e8e0d5', '#5e5346', '#84a59d'],
  ],
  themes: [
    {
      key: 'pets-grooming-offer',
      intent: 'sale',
      scene: 'fluffy freshly groomed doodle sitting proudly on a grooming table in a bright pastel salon',
      text: {
        en: {
          title: 'Dog grooming offer',
          prompt: 'Make an ad for our dog grooming salon: 20% off the first full groom for new customers',
          headline: '20% off your dog’s first groom',
          subline: 'Bath, trim and nail care by gentle groomers who love every breed',
          cta: 'Book a groom',
        },
        de: {
          title: 'Angebot im Hundesalon',
          prompt:
            'Erstelle eine Anzeige für unseren Hundesalon: 20 % Rabatt auf die erste Komplettpflege für Neukunden',
          headline: '20 % auf die erste Fellpflege',
          subline: 'Baden, Scheren, Krallenpflege – liebevoll und für jede Rasse',
          cta: 'Termin buchen',
        },
        fr: {
          title: 'Offre toilettage chien',
          prompt:
            'Crée une pub pour notre salon de toilettage : -20 % sur le premier toilettage complet des nouveaux clients',
          headline: '-20 % sur son premier toilettage',
          subline: 'Bain, coupe et soin des griffes par des toiletteurs aux petits soins',
          cta: 'Prendre RDV',
        },
        es: {
          title: 'Oferta de peluquería canina',
          prompt:
            'Haz un anuncio de nuestra peluquería canina: 20 % de descuento en el primer baño y corte para nuevos clientes',
          headline: '20 % en su primera peluquería',
          subline: 'Baño, corte y uñas con peluqueros que adoran a todas las razas',
          cta: 'Pide cita',
        },
      },
    },
    {
      key: 'pets-shelter-adoption-day',
      intent: 'event',
      scene: 'volunteer kneeling with a happy shelter dog and a curious kitten on a sunny grassy lawn',
      text: {
        en: {
          title: 'Shelter adoption day',
          prompt:
            "Create an ad for our shelter's adoption day event this Sunday: meet dogs and cats looking for a home",
          headline: 'Meet your new best friend',
          subline: 'Adoption day at the shelter this Sunday, 10 am to 4 pm',
          cta: 'Plan your visit',
        },
        de: {
          title: 'Adoptionstag im Tierheim',
          prompt:
            'Erstelle eine Anzeige für das Event im Tierheim am Sonntag: Hunde und Katzen suchen ein Zuhause',
          headline: 'Dein neuer bester Freund wartet',
          subline: 'Adoptionstag im Tierheim am Sonntag, 10 bis 16 Uhr',
          cta: 'Vorbeikommen',
        },
        fr: {
          title: 'Journée adoption au refuge',
          prompt:
            "Crée une pub pour l'événement adoption du refuge ce dimanche : chiens et chats cherchent une famille",
          headline: 'Votre futur meilleur ami',
          subline: 'Journée adoption au refuge ce dimanche, de 10 h à 16 h',
          cta: 'Venir au refuge',
        },
        es: {
          title: 'Jornada de adopción',
          prompt:
            'Haz un anuncio del evento de adopción de la protectora este domingo: perros y gatos buscan hogar',
          headline: 'Conoce a tu nuevo mejor amigo',
          subline: 'Jornada de adopción en la protectora este domingo, de 10 a 16 h',
          cta: 'Ven a conocerlos',
        },
      },
    },
    {
      key: 'pets-vet-clinic-review',
      intent: 'testimonial',
      scene: 'kind veterinarian gently examining a calm beagle on a clinic table, its owner smiling beside',
      text: {
        en: {
          title: 'Vet clinic review',
          prompt:
            'Make a testimonial ad for our vet clinic from Rachel in Norwich: they treated Max like family',
          headline: 'They treated Max like family',
          subline: 'Rachel, Norwich',
          cta: 'Meet our vets',
        },
        de: {
          title: 'Kundenstimme Tierarztpraxis',
          prompt:
            'Erstelle eine Anzeige mit der Kundenstimme von Julia aus Bremen: Max war in der Praxis in besten Händen',
          headline: 'Max war in besten Händen',
          subline: 'Julia, Bremen',
          cta: 'Team kennenlernen',
        },
        fr: {
          title: 'Avis clinique vétérinaire',
          prompt:
            'Crée une pub avec le témoignage de Manon, de Toulouse, sur notre clinique vétérinaire : Max a été choyé',
          headline: 'Max a été choyé comme jamais',
          subline: 'Manon, Toulouse',
          cta: 'Voir l’équipe',
        },
        es: {
          title: 'Opinión sobre la clínica veterinaria',
          prompt:
            'Haz un anuncio con el testimonio de Sara, de Bilbao, sobre nuestra clínica veterinaria: cuidaron a Max como a uno más',
          headline: 'Cuidaron a Max como a uno más',
          subline: 'Sara, Bilbao',
          cta: 'Conoce al equipo',
        },
      },
    },
    {
      key: 'pets-fresh-dog-food',
      intent: 'shop',
      scene:
        'happy dog waiting beside a bowl of fresh food with vegetables and meat on a sunny kitchen floor',
      text: {
        en: {
          title: 'Fresh dog food delivery',
          prompt:
            "Create an ad for our shop's fresh dog food, portioned for your dog and delivered every two weeks",
          headline: 'Fresh meals, made for your dog',
          subline: 'Real ingredients, portioned to size and delivered every two weeks',
          cta: 'Build a plan',
        },
        de: {
          title: 'Frisches Hundefutter im Abo',
          prompt:
            'Erstelle eine Anzeige für frisches Hundefutter aus unserem Shop, passend portioniert und alle zwei Wochen geliefert',
          headline: 'Frisch gekocht für deinen Hund',
          subline: 'Echte Zutaten, passend portioniert, alle zwei Wochen geliefert',
          cta: 'Plan erstellen',
        },
        fr: {
          title: 'Repas frais pour chiens',
          prompt:
            'Crée une pub pour les repas frais pour chiens de notre boutique, portionnés et livrés toutes les deux semaines',
          headline: 'Des repas frais pour votre chien',
          subline: 'De vrais ingrédients, en portions sur mesure, livrés tous les 15 jours',
          cta: 'Créer mon plan',
        },
        es: {
          title: 'Comida fresca para perros',
          prompt:
            'Haz un anuncio de la comida fresca para perros de nuestra tienda, en raciones a medida y a domicilio cada 15 días',
          headline: 'Comida fresca hecha para él',
          subline: 'Ingredientes de verdad, raciones a medida y entrega cada dos semanas',
          cta: 'Crea tu plan',
        },
      },
    },
    {
      key: 'pets-dog-walker-app',
      intent: 'app',
      scene: 'dog walker with three happy dogs on leads crossing a leafy autumn park path',
      text: {
        en: {
          title: 'Dog walker app',
          prompt: 'Make an ad for our app that finds trusted dog walkers nearby, with live GPS walk tracking',
          headline: 'Trusted walkers, tracked live',
          subline: 'Find vetted dog walkers nearby and follow every walk on the map',
          cta: 'Get the app',
        },
        de: {
          title: 'App für den Gassiservice',
          prompt:
            'Erstelle eine Anzeige für unsere App, die geprüfte Gassigeher in der Nähe findet, mit Live-GPS',
          headline: 'Gassirunden, live verfolgt',
          subline: 'Finde geprüfte Gassigeher in deiner Nähe und verfolge jede Runde',
          cta: 'App laden',
        },
        fr: {
          title: 'Application de promeneurs de chiens',
          prompt:
            'Crée une pub pour notre application qui trouve des promeneurs de chiens de confiance, avec suivi GPS en direct',
          headline: 'Des balades suivies en direct',
          subline: 'Des promeneurs vérifiés près de chez vous, chaque sortie sur la carte',
          cta: 'Télécharger',
        },
        es: {
          title: 'App de paseadores de perros',
          prompt:
            'Haz un anuncio de nuestra app para encontrar paseadores de perros de confianza, con GPS en directo',
          headline: 'Paseos seguros, en directo',
          subline: 'Encuentra paseadores verificados cerca y sigue cada paseo en el mapa',
          cta: 'Descarga la app',
        },
      },
    },
    {
      key: 'pets-puppy-school',
      intent: 'general',
      scene: 'playful puppies sitting in a row with a trainer on a sunny grass field, one tilting its head',
      text: {
        en: {
          title: 'Puppy training classes',
          prompt:
            'Create an ad for our puppy school: small classes teaching sit, stay and loose-lead walking',
          headline: 'Good habits start early',
          subline: 'Small puppy classes for sit, stay and calm walks on the lead',
          cta: 'Join a class',
        },
        de: {
          title: 'Kurse in der Welpenschule',
          prompt:
            'Erstelle eine Anzeige für unsere Welpenschule: kleine Gruppen für Sitz, Bleib und Leinenführigkeit',
          headline: 'Gute Manieren von Anfang an',
          subline: 'Welpenkurse in kleinen Gruppen: Sitz, Bleib und locker an der Leine',
          cta: 'Kurs finden',
        },
        fr: {
          title: 'Cours pour chiots',
          prompt:
            'Crée une pub pour notre école du chiot : petits groupes pour apprendre assis, pas bouger et marche en laisse',
          headline: 'Les bonnes habitudes, dès petit',
          subline: 'Cours en petits groupes : assis, pas bouger et promenade en laisse',
          cta: 'Inscrire mon chiot',
        },
        es: {
          title: 'Clases para cachorros',
          prompt:
            'Haz un anuncio de nuestra escuela de cachorros: grupos pequeños para aprender sentado, quieto y pasear con correa',
          headline: 'Buenos hábitos desde cachorro',
          subline: 'Clases en grupos pequeños: sentado, quieto y paseos tranquilos',
          cta: 'Apúntate',
        },
      },
    },
    {
      key: 'pets-insurance-cover',
      intent: 'general',
      scene: 'relaxed cat curled up next to a sleeping dog on a cosy sofa in warm afternoon light',
      text: {
        en: {
          title: 'Pet insurance cover',
          prompt:
            'Make an ad for pet insurance that covers surprise vet bills for dogs and cats, with claims paid in days',
          headline: 'Vet bills, covered',
          subline: 'Insurance for dogs and cats, with claims paid within days',
          cta: 'Get a quote',
        },
        de: {
          title: 'Versicherung für Haustiere',
          prompt:
            'Erstelle eine Anzeige für eine Tierkrankenversicherung, die Tierarztkosten für Hund und Katze übernimmt',
          headline: 'Tierarztkosten? Abgesichert.',
          subline: 'Schutz für Hund und Katze, Erstattung innerhalb weniger Tage',
          cta: 'Tarif berechnen',
        },
        fr: {
          title: 'Assurance pour animaux',
          prompt:
            'Crée une pub pour une assurance santé chien et chat qui rembourse les frais vétérinaires en quelques jours',
          headline: 'Frais vétérinaires couverts',
          subline: 'Une assurance chien et chat qui rembourse en quelques jours',
          cta: 'Obtenir un tarif',
        },
        es: {
          title: 'Seguro para mascotas',
          prompt:
            'Haz un anuncio de un seguro para perros y gatos que cubre las facturas del veterinario y paga en días',
          headline: 'Facturas del vete, cubiertas',
          subline: 'Seguro para perros y gatos con reembolsos en pocos días',
          cta: 'Calcula tu precio',
        },
      },
    },
  ],
};
