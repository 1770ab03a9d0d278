import type { CategoryCatalog } from './catalog-types.ts';

/**
 * Manufacturers, suppliers and industrial services. The copy addresses businesses, so German uses
 * "Sie" and Spanish "usted" here.
 */
export const industry: CategoryCatalog = {
  category: 'industry',
  palettes: [
    ['#eef1f4', '#263544', '#f28c28'],
    ['#1a1d21', '#d9dde2', '#ffc20e'],
    ['#005f9e', '#f4f6f8', '#ff6a13'],
    ['#cfd3d6', '#4b5358', '#9c6b3c'],
  ],
  themes: [
    {
      key: 'industry-trade-fair-invitation',
      intent: 'event',
      scene:
        'busy industrial trade fair hall with a modern robotic arm demonstration on a bright exhibition stand',
      text: {
        en: {
          title: 'Trade fair invitation',
          prompt:
            'Create an event ad inviting buyers to our stand at the industrial automation trade fair, hall 4',
          headline: 'Meet us in hall 4, stand B12',
          subline: 'See our new automation line live at the trade fair, 12 to 15 March',
          cta: 'Book a meeting',
        },
        de: {
          title: 'Einladung zur Fachmesse',
          prompt:
            'Erstelle eine Event-Anzeige: Besuchen Sie unseren Stand auf der Fachmesse für Automation, Halle 4',
          headline: 'Halle 4, Stand B12',
          subline: 'Erleben Sie unsere neue Automationslinie live, 12. bis 15. März',
          cta: 'Termin vereinbaren',
        },
        fr: {
          title: 'Invitation au salon professionnel',
          prompt:
            "Crée une pub pour inviter les acheteurs sur notre stand au salon de l'automatisation, un événement en hall 4",
          headline: 'Rendez-vous hall 4, stand B12',
          subline: 'Notre nouvelle ligne d’automatisation en démo, du 12 au 15 mars',
          cta: 'Prendre RDV',
        },
        es: {
          title: 'Invitación a la feria',
          prompt:
            'Haz un anuncio del evento: visite nuestro stand en la feria de automatización industrial, pabellón 4',
          headline: 'Pabellón 4, stand B12',
          subline: 'Nueva línea de automatización en directo, del 12 al 15 de marzo',
          cta: 'Agendar reunión',
        },
      },
    },
    {
      key: 'industry-spare-parts-discount',
      intent: 'sale',
      scene:
        'neatly organised warehouse shelves of steel bearings, gears and drive belts under clean bright light',
      text: {
        en: {
          title: 'Spare parts discount',
          prompt:
            'Make an ad for our spare parts discount: 15% off bearings, seals and drive belts until the end of the quarter',
          headline: '15% off spare parts',
          subline: 'Bearings, seals and drive belts in stock, shipped within 24 hours',
          cta: 'Order parts',
        },
        de: {
          title: 'Rabatt auf Ersatzteile',
          prompt:
            'Erstelle eine Anzeige für unsere Ersatzteilaktion: 15 % Rabatt auf Lager, Dichtungen und Riemen bis Quartalsende',
          headline: '15 % auf Ersatzteile',
          subline: 'Wälzlager, Dichtungen und Riemen vorrätig, Versand in 24 Stunden',
          cta: 'Jetzt bestellen',
        },
        fr: {
          title: 'Remise sur les pièces détachées',
          prompt:
            'Crée une pub pour notre remise sur les pièces détachées : -15 % sur roulements, joints et courroies ce trimestre',
          headline: '-15 % sur les pièces détachées',
          subline: 'Roulements, joints et courroies en stock, expédiés sous 24 heures',
          cta: 'Commander',
        },
        es: {
          title: 'Descuento en recambios',
          prompt:
            'Haz un anuncio de nuestro descuento en recambios: 15 % en rodamientos, juntas y correas hasta fin de trimestre',
          headline: '15 % en recambios industriales',
          subline: 'Rodamientos, juntas y correas en stock, enviados en 24 horas',
          cta: 'Pedir recambios',
        },
      },
    },
    {
      key: 'industry-plant-manager-testimonial',
      intent: 'testimonial',
      scene:
        'plant manager in a hard hat smiling beside a running automated production line in a clean factory',
      text: {
        en: {
          title: 'Plant manager testimonial',
          prompt:
            "Create a testimonial ad from Martin, plant manager in Sheffield: since the retrofit our line hasn't stopped",
          headline: 'Our line hasn’t stopped since',
          subline: 'Martin, Sheffield',
          cta: 'Read case study',
        },
        de: {
          title: 'Kundenstimme aus der Produktion',
          prompt:
            'Erstelle eine Anzeige mit der Kundenstimme von Stefan, Werksleiter aus Stuttgart: Seit dem Umbau läuft die Linie',
          headline: 'Seitdem läuft unsere Linie',
          subline: 'Stefan, Stuttgart',
          cta: 'Fallstudie lesen',
        },
        fr: {
          title: 'Témoignage de client industriel',
          prompt:
            "Crée une pub avec le témoignage de Nicolas, directeur d'usine à Grenoble : la ligne ne s'arrête plus",
          headline: 'Notre ligne ne s’arrête plus',
          subline: 'Nicolas, Grenoble',
          cta: 'Lire le cas client',
        },
        es: {
          title: 'Testimonio de cliente',
          prompt:
            'Haz un anuncio con el testimonio de Alberto, jefe de planta en Valladolid: desde la modernización la línea no para',
          headline: 'Desde entonces, la línea no para',
          subline: 'Alberto, Valladolid',
          cta: 'Leer el caso',
        },
      },
    },
    {
      key: 'industry-machine-monitoring-app',
      intent: 'app',
      scene:
        'engineer holding a tablet beside CNC machines with soft blue status lights in a modern factory hall',
      text: {
        en: {
          title: 'Machine monitoring app',
          prompt:
            'Make an ad for our machine monitoring app: live status, alerts and maintenance plans on any phone',
          headline: 'Your plant, live on your phone',
          subline: 'Machine status, instant alerts and maintenance plans wherever you are',
          cta: 'Try the app',
        },
        de: {
          title: 'App zur Maschinenüberwachung',
          prompt:
            'Erstelle eine Anzeige für unsere App zur Maschinenüberwachung: Live-Status, Alarme und Wartungspläne',
          headline: 'Ihr Werk live auf dem Handy',
          subline: 'Maschinenstatus, Sofortalarme und Wartungspläne, wo immer Sie sind',
          cta: 'App testen',
        },
        fr: {
          title: 'Application de supervision',
          prompt:
            'Crée une pub pour notre application de supervision des machines : état en direct, alertes et maintenance',
          headline: 'Votre usine en direct, partout',
          subline: 'État des machines, alertes instantanées et plans de maintenance',
          cta: 'Essayer l’appli',
        },
        es: {
          title: 'App de monitorización',
          prompt:
            'Haz un anuncio de nuestra app de monitorización de máquinas: estado en vivo, alertas y mantenimiento',
          headline: 'Su planta en vivo, en el móvil',
          subline: 'Estado de las máquinas, alertas al instante y planes de mantenimiento',
          cta: 'Probar la app',
        },
      },
    },
    {
      key: 'industry-safety-workwear',
      intent: 'shop',
      scene:
        'row of hi-vis jackets, hard hats and steel-toe boots neatly displayed in a bright workwear store',
      text: {
        en: {
          title: 'Safety workwear range',
          prompt:
            "Create an ad for our shop's new safety workwear collection: hi-vis jackets, steel-toe boots and gloves",
          headline: 'Tough gear for long shifts',
          subline: 'Hi-vis jackets, steel-toe boots and gloves, certified and in stock',
          cta: 'Shop workwear',
        },
        de: {
          title: 'Neue Arbeitsschutzkleidung',
          prompt:
            'Erstelle eine Anzeige für die neue Arbeitsschutz-Kollektion in unserem Shop: Warnjacken, Sicherheitsschuhe, Handschuhe',
          headline: 'Robust für lange Schichten',
          subline: 'Warnjacken, Sicherheitsschuhe, Handschuhe – zertifiziert, ab Lager',
          cta: 'Zum Shop',
        },
        fr: {
          title: 'Vêtements de sécurité',
          prompt:
            'Crée une pub pour la nouvelle collection de vêtements de sécurité de notre boutique : gilets, chaussures et gants',
          headline: 'Du solide pour vos chantiers',
          subline: 'Vestes haute visibilité, chaussures de sécurité et gants certifiés',
          cta: 'Voir la gamme',
        },
        es: {
          title: 'Ropa de seguridad laboral',
          prompt:
            'Haz un anuncio de la nueva colección de ropa de seguridad de nuestra tienda: chalecos, botas y guantes',
          headline: 'Equipo duro para turnos largos',
          subline: 'Chaquetas reflectantes, botas de seguridad y guantes certificados',
          cta: 'Ver la colección',
        },
      },
    },
    {
      key: 'industry-cnc-machinist-hiring',
      intent: 'general',
      scene: 'skilled machinist operating a CNC lathe with coolant spray in a well-lit workshop',
      text: {
        en: {
          title: 'Factory jobs hiring',
          prompt:
            'Make a recruiting ad: we are hiring CNC machinists and maintenance technicians, day shifts and training',
          headline: 'Now hiring CNC machinists',
          subline: 'Day shifts, paid training and a team that builds parts for the world',
          cta: 'Apply today',
        },
        de: {
          title: 'Stellenanzeige Zerspanung',
          prompt:
            'Erstelle eine Recruiting-Anzeige: Wir suchen Zerspanungsmechaniker und Instandhalter, Tagschicht und Weiterbildung',
          headline: 'Wir suchen Zerspaner (m/w/d)',
          subline: 'Tagschicht, bezahlte Weiterbildung und ein starkes Team',
          cta: 'Jetzt bewerben',
        },
        fr: {
          title: 'Recrutement en usine',
          prompt:
            'Crée une pub de recrutement : nous embauchons des usineurs CNC et techniciens de maintenance, en journée',
          headline: 'Nous recrutons des usineurs CNC',
          subline: 'Horaires de jour, formation rémunérée et une équipe soudée',
          cta: 'Postuler',
        },
        es: {
          title: 'Empleo en la fábrica',
          prompt:
            'Crea un anuncio de empleo: buscamos torneros CNC y técnicos de mantenimiento, turno de día y formación',
          headline: 'Buscamos torneros CNC',
          subline: 'Turno de día, formación pagada y un equipo con buen ambiente',
          cta: 'Envíe su CV',
        },
      },
    },
    {
      key: 'industry-rooftop-solar',
      intent: 'general',
      scene: 'aerial view of a large factory roof covered in solar panels under a clear blue sky',
      text: {
        en: {
          title: 'Factory solar retrofit',
          prompt:
            'Create an ad for rooftop solar systems for factories and warehouses that cut energy costs from day one',
          headline: 'Power your plant with the sun',
          subline: 'Rooftop solar for factories and warehouses, from survey to switch-on',
          cta: 'Get an estimate',
        },
        de: {
          title: 'Solaranlagen für Betriebe',
          prompt:
            'Erstelle eine Anzeige für Solaranlagen auf Fabrik- und Lagerdächern, die Energiekosten ab dem ersten Tag senken',
          headline: 'Sonnenstrom für Ihr Werk',
          subline: 'Solar für Hallendächer, von der Planung bis zur Inbetriebnahme',
          cta: 'Potenzial prüfen',
        },
        fr: {
          title: 'Solaire pour sites industriels',
          prompt:
            "Crée une pub pour des centrales solaires en toiture d'usines et d'entrepôts qui réduisent la facture d'énergie",
          headline: 'Faites tourner l’usine au soleil',
          subline: 'Solaire en toiture pour usines et entrepôts, de l’étude à la pose',
          cta: 'Demander une étude',
        },
        es: {
          title: 'Solar para naves industriales',
          prompt:
            'Haz un anuncio de instalaciones solares en tejados de fábricas y naves que reducen la factura energética',
          headline: 'Energía solar para su planta',
          subline: 'Solar en cubiertas de fábricas y naves, del estudio a la instalación',
          cta: 'Pedir estudio',
        },
      },
    },
  ],
};
