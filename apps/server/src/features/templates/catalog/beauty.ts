import type { CategoryCatalog } from './catalog-types.ts';

export const beauty: CategoryCatalog = {
  category: 'beauty',
  palettes: [
    ['#fbf1ee', '#b76e79', '#e8b4a0'],
    ['#2a1b24', '#5c2a3d', '#d9a5a0'],
    ['#ff4d8d', '#7b2ff7', '#ffd6e8'],
    ['#e9e0d6', '#8f7f73', '#c49a86'],
  ],
  themes: [
    {
      key: 'beauty-vitamin-c-serum',
      intent: 'shop',
      scene:
        'glass serum bottle with a dropper on wet stone beside fresh citrus slices in soft morning light',
      text: {
        en: {
          title: 'New serum launch',
          prompt:
            'New vitamin C serum, shop the glow-boosting formula for brighter skin in four weeks, fresh citrus and blush',
          headline: 'Meet your new glow',
          subline: 'Vitamin C serum for visibly brighter skin in just four weeks.',
          cta: 'Shop the serum',
        },
        de: {
          title: 'Neues Vitamin-C-Serum',
          prompt:
            'Neues Vitamin-C-Serum im Shop, für sichtbar strahlendere Haut in vier Wochen, frische Zitrustöne und Rosé',
          headline: 'Hallo, neuer Glow',
          subline: 'Vitamin-C-Serum für sichtbar strahlendere Haut in nur vier Wochen.',
          cta: 'Jetzt shoppen',
        },
        fr: {
          title: 'Nouveau sérum éclat',
          prompt:
            'Nouveau sérum à la vitamine C en boutique, pour une peau plus lumineuse en quatre semaines, agrumes et rose poudré',
          headline: 'Votre nouvel éclat',
          subline: 'Un sérum à la vitamine C pour une peau visiblement plus lumineuse.',
          cta: 'Découvrir',
        },
        es: {
          title: 'Nuevo sérum de vitamina C',
          prompt:
            'Nuevo sérum de vitamina C en nuestra tienda, piel más luminosa en cuatro semanas, cítricos frescos y rosa',
          headline: 'Hola, piel luminosa',
          subline: 'Sérum de vitamina C para una piel visiblemente más luminosa.',
          cta: 'Comprar ahora',
        },
      },
    },
    {
      key: 'beauty-salon-first-visit',
      intent: 'sale',
      scene:
        'bright modern hair salon with styling chairs, round mirrors, plants and a stylist blow-drying hair',
      text: {
        en: {
          title: 'First visit salon offer',
          prompt: 'Hair salon deal, 25% off your first cut and colour this month, chic blush and gold',
          headline: '25% off your first visit',
          subline: 'Cut, colour or blow-dry with our senior stylists. This month only.',
          cta: 'Book now',
        },
        de: {
          title: 'Friseur-Rabatt für Neukunden',
          prompt:
            'Friseur-Angebot: 25 % Rabatt auf deinen ersten Schnitt mit Farbe diesen Monat, schick in Rosé und Gold',
          headline: '25 % auf deinen ersten Besuch',
          subline: 'Schnitt, Farbe oder Föhnen bei unseren Profis. Nur diesen Monat.',
          cta: 'Termin buchen',
        },
        fr: {
          title: 'Offre première visite',
          prompt:
            'Promo salon de coiffure, 25 % de remise sur votre première coupe et couleur ce mois-ci, rose poudré et or',
          headline: '-25 % sur votre 1re visite',
          subline: 'Coupe, couleur ou brushing avec nos experts. Ce mois-ci seulement.',
          cta: 'Prendre RDV',
        },
        es: {
          title: 'Oferta primera visita',
          prompt:
            'Oferta de peluquería, 25 % de descuento en tu primer corte y color este mes, rosa empolvado y dorado',
          headline: '25 % en tu primera visita',
          subline: 'Corte, color o peinado con nuestros estilistas. Solo este mes.',
          cta: 'Pedir cita',
        },
      },
    },
    {
      key: 'beauty-makeup-masterclass',
      intent: 'event',
      scene:
        'makeup artist applying soft bronze eyeshadow to a model under ring lights with brushes laid out',
      text: {
        en: {
          title: 'Makeup masterclass',
          prompt:
            'Makeup masterclass workshop with a pro artist, learn an everyday look in 90 minutes, Saturday 2 pm, soft bronze',
          headline: 'Your best everyday look',
          subline: 'Learn pro tricks in 90 minutes. Saturday at 2 pm, small group.',
          cta: 'Book a seat',
        },
        de: {
          title: 'Make-up-Kurs mit Profi',
          prompt:
            'Make-up-Workshop mit einer Profi-Visagistin, in 90 Minuten zum Alltagslook, Samstag 14 Uhr, sanfte Bronzetöne',
          headline: 'Dein perfekter Alltagslook',
          subline: 'Profi-Tricks in 90 Minuten, Samstag um 14 Uhr, in kleiner Gruppe.',
          cta: 'Platz buchen',
        },
        fr: {
          title: 'Masterclass maquillage',
          prompt:
            'Atelier maquillage avec une maquilleuse pro, un look de tous les jours en 90 minutes, samedi 14 h, bronze doux',
          headline: 'Le look parfait au quotidien',
          subline: 'Les astuces d’une pro en 90 minutes. Samedi à 14 h, en petit groupe.',
          cta: 'Réserver ma place',
        },
        es: {
          title: 'Clase magistral de maquillaje',
          prompt:
            'Taller de maquillaje con una maquilladora profesional, un look diario en 90 minutos, sábado a las 14 h, bronce suave',
          headline: 'Tu mejor look de diario',
          subline: 'Trucos de profesional en 90 minutos. Sábado, 14 h, grupo reducido.',
          cta: 'Reservar plaza',
        },
      },
    },
    {
      key: 'beauty-booking-app',
      intent: 'app',
      scene: 'hand holding a smartphone above a manicure table with pastel nail polishes and fresh flowers',
      text: {
        en: {
          title: 'Beauty booking app',
          prompt:
            'Beauty booking app, find nails, brows and massage near you and book in seconds, download free, pastel pink',
          headline: 'Beauty, booked in seconds',
          subline: 'Nails, brows and massage at top-rated salons near you.',
          cta: 'Download free',
        },
        de: {
          title: 'App für Beauty-Termine',
          prompt:
            'Beauty-App für Nägel, Brauen und Massage in deiner Nähe, in Sekunden gebucht, gratis laden, Pastellrosa',
          headline: 'Beauty-Termine in Sekunden',
          subline: 'Nägel, Brauen und Massage in top bewerteten Salons in deiner Nähe.',
          cta: 'Gratis laden',
        },
        fr: {
          title: 'Appli de rendez-vous beauté',
          prompt:
            'Application beauté pour ongles, sourcils et massages près de chez vous, un rendez-vous en quelques secondes, rose pastel',
          headline: 'La beauté en quelques clics',
          subline: 'Ongles, sourcils et massages dans les salons les mieux notés.',
          cta: 'Télécharger',
        },
        es: {
          title: 'App de citas de belleza',
          prompt:
            'App de belleza para uñas, cejas y masajes cerca de ti, pide cita en segundos, descárgala gratis, rosa pastel',
          headline: 'Tu cita de belleza en segundos',
          subline: 'Uñas, cejas y masajes en los salones mejor valorados cerca de ti.',
          cta: 'Descargar gratis',
        },
      },
    },
    {
      key: 'beauty-skincare-review',
      intent: 'testimonial',
      scene: 'woman with glowing skin smiling in soft window light, holding a cream jar near her cheek',
      text: {
        en: {
          title: 'Skincare customer review',
          prompt: 'Customer review ad: “My skin has never been this calm.” — Olivia, Cardiff',
          headline: 'My skin has never been this calm',
          subline: 'Olivia, Cardiff',
          cta: 'Try it yourself',
        },
        de: {
          title: 'Stimme zur Hautpflege',
          prompt: 'Kundenstimme: „So ruhig war meine Haut noch nie.“ — Mia, Freiburg',
          headline: 'So ruhig war meine Haut noch nie',
          subline: 'Mia, Freiburg',
          cta: 'Selbst testen',
        },
        fr: {
          title: 'Avis soin du visage',
          prompt: 'Avis client : « Ma peau est enfin apaisée. » — Inès, Montpellier',
          headline: 'Ma peau est enfin apaisée',
          subline: 'Inès, Montpellier',
          cta: 'L’essayer',
        },
        es: {
          title: 'Reseña de cuidado facial',
          prompt: 'Reseña de cliente: «Mi piel, por fin en calma.» — Sofía, Alicante',
          headline: 'Mi piel, por fin en calma',
          subline: 'Sofía, Alicante',
          cta: 'Pruébalo',
        },
      },
    },
    {
      key: 'beauty-day-spa',
      intent: 'general',
      scene: 'tranquil spa with candles, rolled white towels, eucalyptus sprigs and a steaming stone pool',
      text: {
        en: {
          title: 'Day spa escape',
          prompt:
            'A day at our spa, massage, sauna and thermal pool to slow down, calm candlelight and eucalyptus',
          headline: 'Time to slow down',
          subline: 'Massage, sauna and thermal pool, all in one unhurried day.',
          cta: 'Plan your visit',
        },
        de: {
          title: 'Ein Tag im Spa',
          prompt:
            'Ein Tag in unserem Spa mit Massage, Sauna und Thermalbecken zum Abschalten, ruhiges Kerzenlicht und Eukalyptus',
          headline: 'Zeit zum Abschalten',
          subline: 'Massage, Sauna und Thermalbecken, ein ganzer Tag nur für dich.',
          cta: 'Besuch planen',
        },
        fr: {
          title: 'Journée détente au spa',
          prompt:
            'Une journée dans notre spa, massage, sauna et bassin thermal pour ralentir, bougies apaisantes et eucalyptus',
          headline: 'Prenez le temps de ralentir',
          subline: 'Massage, sauna et bassin thermal, une journée rien que pour vous.',
          cta: 'Planifier ma venue',
        },
        es: {
          title: 'Un día de spa',
          prompt: 'Un día en nuestro spa, masaje, sauna y piscina termal para desconectar, velas y eucalipto',
          headline: 'Tiempo para desconectar',
          subline: 'Masaje, sauna y piscina termal, un día entero solo para ti.',
          cta: 'Planear mi visita',
        },
      },
    },
    {
      key: 'beauty-mothers-day-gift-sets',
      intent: 'shop',
      scene: 'elegant perfume bottles and pastel gift boxes tied with silk ribbons among fresh peonies',
      text: {
        en: {
          title: 'Mother’s Day gift sets',
          prompt:
            'Mother’s Day gift sets, perfume, candles and body care wrapped and ready to buy, elegant pastel and peony pink',
          headline: 'Spoil her, beautifully',
          subline: 'Perfume, candles and body care, gift-wrapped and delivered free.',
          cta: 'Shop gift sets',
        },
        de: {
          title: 'Geschenksets zum Muttertag',
          prompt:
            'Geschenksets zum Muttertag in unserem Shop, Parfum, Kerzen und Pflege hübsch verpackt, Pastell und Pfingstrosenrosa',
          headline: 'Verwöhn sie, wie sie es verdient',
          subline: 'Parfum, Kerzen und Pflege, als Geschenk verpackt und gratis geliefert.',
          cta: 'Sets entdecken',
        },
        fr: {
          title: 'Coffrets fête des mères',
          prompt:
            'Coffrets cadeaux pour la fête des mères en boutique, parfum, bougies et soins emballés, pastel et rose pivoine',
          headline: 'Gâtez-la en beauté',
          subline: 'Parfum, bougies et soins, emballés et livrés gratuitement.',
          cta: 'Voir les coffrets',
        },
        es: {
          title: 'Estuches Día de la Madre',
          prompt:
            'Estuches de regalo para el Día de la Madre en nuestra tienda, perfume, velas y cuidado corporal, rosa peonía',
          headline: 'Mímala como se merece',
          subline: 'Perfume, velas y cuidado corporal, envueltos y con envío gratis.',
          cta: 'Ver estuches',
        },
      },
    },
  ],
};
