import type { Language } from '@brandloom/shared/i18n/languages';

/**
 * The words the brief parser knows, in the app's four languages (decision 0033). Design words
 * (style, tone, format, channel, motion) steer the layout and never become copy; the rest tell
 * the parser what the ad is for. Lists are lower case; phrases are matched as whole words.
 */

/** A whole word or phrase from a list, letters and digits of any language counting as word characters. */
export function wordPattern(list: readonly string[], flags = 'giu'): RegExp {
  const alternatives = [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/ /gu, '[\\s-]+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, flags);
}

export const styleWords = [
  // en
  'bold', 'minimal', 'minimalist', 'minimalistic', 'modern', 'elegant', 'playful', 'luxury',
  'luxurious', 'premium look', 'vintage', 'retro', 'colourful', 'colorful', 'vibrant', 'pastel', 'neon',
  'sleek', 'cute', 'corporate', 'rustic', 'editorial', 'cinematic', 'moody',
  'monochrome', 'black and white', 'gradient', 'gradients', 'photographic', 'illustrated', 'hand-drawn',
  'grunge', 'futuristic', 'aesthetic', 'warm colours', 'warm colors', 'earthy',
  'geometric', 'stylish', 'eye-catching', 'striking', 'classy', 'chic',
  // de
  'fett', 'mutig', 'auffällig', 'minimalistisch', 'schlicht', 'modern', 'modernen', 'elegant',
  'elegantem', 'verspielt', 'luxuriös', 'edel', 'bunt', 'farbenfroh', 'knallig', 
  'stylisch', 'stilvoll', 'schick', 'verspieltem',
  // fr
  'audacieux', 'audacieuse', 'minimaliste', 'épuré', 'épurée', 'moderne', 'élégant', 'élégante',
  'ludique', 'luxueux', 'luxueuse', 'rétro', 'coloré', 'colorée', 'colorés', 'sobre',
  'tendance', 'graphique',
  // es
  'atrevido', 'atrevida', 'llamativo', 'llamativa', 'minimalista', 'moderno', 'moderna', 'elegante',
  'divertido', 'divertida', 'lujoso', 'lujosa', 'colorido', 'colorida', 'vibrante', 
  'sobrio', 'sobria', 'vistoso', 'vistosa',
];

/** Nouns that only describe the design ("warm colours", "im modernen Stil", "estilo"). */
export const designNouns = [
  'style', 'look', 'vibe', 'vibes', 'feel', 'colours', 'colors', 'palette', 'background', 'font',
  'fonts', 'typography', 'layout', 'theme', 'mood', 'tone', 'aesthetic',
  'stil', 'look', 'farben', 'hintergrund', 'schrift', 'optik',
  'couleurs', 'fond', 'police', 'ambiance', 'esthétique',
  'estilo', 'colores', 'fondo', 'tipografía', 'tono', 'ambiente', 'estética',
  // the parts of the ad the user may name ("headline slides up")
  'headline', 'headlines', 'sub-line', 'subline', 'tagline', 'button', 'logo', 'call to action', 'cta',
  'überschrift', 'schlagzeile', 'titre', 'accroche', 'bouton', 'titular', 'botón', 'eslogan',
];

export const toneWords = [
  'friendly', 'fun', 'funny', 'serious', 'professional', 'warm', 'energetic', 'calm', 'casual',
  'formal', 'humorous', 'inspiring', 'upbeat', 'cheerful', 'sophisticated', 'premium', 'luxe',
  'freundlich', 'lustig', 'witzig', 'seriös', 'professionell', 'locker', 'förmlich', 'fröhlich',
  'hochwertig', 'hochwertigen', 'amical', 'drôle', 'sérieux', 'professionnel', 'chaleureux',
  'décontracté', 'joyeux', 'haut de gamme', 'luxe', 'amigable', 'gracioso', 'serio', 'profesional',
  'cercano', 'cálido', 'alegre', 'de lujo', 'lujo',
];

export const formatWords = [
  'square', 'portrait', 'landscape', 'vertical', 'horizontal', 'story', 'stories', 'reel', 'reels',
  'post', 'posts', 'banner', 'poster', 'flyer', 'carousel', 'thumbnail', 'header', 
  'format', 'quadratisch', 'quadratisches', 'hochformat', 'querformat', 'beitrag', 'plakat',
  'carré', 'paysage', 'bannière', 'affiche', 'publication', 'cuadrado', 'cuadrada', 'historia',
  'historias', 'cartel', 'publicación', 'formato', '1:1', '9:16', '16:9', '4:5', '3:2', '2:3',
];

export const channelWords = [
  'instagram', 'facebook', 'tiktok', 'linkedin', 'pinterest', 'youtube', 'twitter', 'google ads',
  'snapchat', 'whatsapp', 'newsletter', 'social media', 'insta',
  'réseaux sociaux', 'redes sociales', 'soziale medien',
];

export const motionWords = [
  'animated', 'animation', 'animate', 'zoom', 'zoom in', 'zoom out', 'zooms', 'slow zoom', 'panning',
  'slides up', 'slide in', 'fade', 'fades', 'fade in', 'motion', 
  'parallax', 'gif', 'video', 'camera move', 'animiert', 'animierte', 'animiertes',
  'kamerafahrt', 'bewegt', 'einblenden', 'animé', 'animée', 'fondu', 'travelling', 'animado',
  'animada', 'movimiento', 'deslizar', 'vídeo',
];

/** "Make an ad", "Anzeige", "pub", "anuncio": what the user asks for, never what the ad says. */
export const adNouns = [
  'ad', 'ads', 'advert', 'adverts', 'advertisement', 'advertisements', 'image', 'images', 'creative',
  'creatives', 'visual', 'visuals', 'graphic', 'graphics', 'campaign', 'promo', 'anzeige', 'anzeigen',
  'werbung', 'werbeanzeige', 'bild', 'grafik', 'kampagne', 'pub', 'pubs', 'publicité', 'publicités',
  'annonce', 'annonces', 'visuel', 'visuels', 'campagne', 'anuncio', 'anuncios', 'publicidad',
  'imagen', 'imágenes', 'campaña',
];

/** Every word that must never be copy; compiled once. */
export const designWordPattern = wordPattern([
  ...styleWords,
  ...designNouns,
  ...toneWords,
  ...formatWords,
  ...channelWords,
  ...motionWords,
  ...adNouns,
]);

/** Occasions a sale or event hangs on; kept as typed ("Summer sale", "Soldes d'été"). */
export const occasionWords = [
  'black friday', 'cyber monday', 'christmas', 'xmas', 'easter', 'valentine’s day', "valentine's day",
  'mother’s day', "mother's day", "father's day", 'halloween', 'new year', 'back to school',
  'summer', 'winter', 'spring', 'autumn', 'fall', 'weihnachten', 'ostern', 'valentinstag',
  'muttertag', 'sommer', 'frühling', 'herbst', 'silvester', 'noël', 'pâques', 'saint-valentin',
  'fête des mères', 'rentrée', 'été', 'hiver', 'printemps', 'automne', 'navidad', 'pascua',
  'san valentín', 'día de la madre', 'vuelta al cole', 'verano', 'invierno', 'primavera', 'otoño',
];

/** Words for a sale that say nothing beyond "this is a sale" (the offer says the rest). */
export const saleWords = [
  'sale', 'sales', 'discount', 'discounts', 'deal', 'deals', 'clearance', 'offer', 'special offer',
  'promotion', 'schlussverkauf', 'sommerschlussverkauf', 'rabattaktion', 'angebot', 'angebote',
  'aktion', 'soldes', 'promo', 'promotion', 'offre', 'offres', 'rebajas', 'oferta', 'ofertas',
  'promoción', 'descuentos', 'liquidación', 'for sale', 'zu verkaufen', 'à vendre', 'en venta', 'se vende',
];

/** "New", "launch": the ad introduces something. */
export const launchWords = [
  'new', 'launch', 'launching', 'introducing', 'brand new', 'just landed', 'neu', 'neue', 'neuer',
  'neues', 'neuen', 'neuheit', 'launch', 'nouveau', 'nouvelle', 'nouveaux', 'nouvelles', 'nouveauté',
  'lancement', 'nuevo', 'nueva', 'nuevos', 'nuevas', 'novedad', 'lanzamiento',
];

/** Heads of "for …" phrases that name an audience rather than an occasion. */
export const audienceNouns = [
  'women', 'men', 'kids', 'children', 'families', 'parents', 'moms', 'mums', 'dads', 'students',
  'runners', 'cyclists', 'businesses', 'small businesses', 'teams', 'startups', 'developers',
  'dog owners', 'cat owners', 'pet owners', 'seniors', 'beginners', 'professionals', 'gamers',
  'travellers', 'travelers', 'homeowners', 'couples', 'teachers', 'nurses', 'athletes', 'everyone',
  'frauen', 'männer', 'kinder', 'familien', 'eltern', 'studenten', 'studierende', 'läufer',
  'läuferinnen', 'unternehmen', 'teams', 'hundebesitzer', 'senioren', 'anfänger', 'profis',
  'femmes', 'hommes', 'enfants', 'familles', 'parents', 'étudiants', 'coureurs', 'entreprises',
  'équipes', 'seniors', 'débutants', 'professionnels', 'mujeres', 'hombres', 'niños', 'familias',
  'padres', 'estudiantes', 'corredores', 'empresas', 'equipos', 'mayores', 'principiantes',
  'profesionales', 'pymes', 'kmu', 'pme',
];

export type CallToActionKind =
  | 'shop'
  | 'book'
  | 'download'
  | 'signup'
  | 'order'
  | 'visit'
  | 'donate'
  | 'demo'
  | 'call'
  | 'learn';

/** What the user says the button should do ("book now", "jetzt spenden", "réservez"). */
export const callToActionWords: [CallToActionKind, string[]][] = [
  ['donate', ['donate', 'donation', 'donations', 'charity', 'fundraiser', 'fundraising', 'spenden', 'spende', 'spendenaktion', 'faites un don', 'dons', 'association', 'donar', 'dona', 'donación', 'donaciones', 'benéfico', 'benéfica', 'solidaria', 'ong']],
  ['demo', ['demo', 'free trial', 'trial', 'saas', 'b2b', 'software', 'démo', 'essai gratuit', 'testversion', 'prueba gratuita', 'demostración']],
  ['book', ['book', 'book now', 'booking', 'reserve', 'reservation', 'tickets', 'ticket', 'rsvp', 'buchen', 'jetzt buchen', 'reservieren', 'karten', 'réserver', 'réservez', 'réservation', 'billets', 'reservar', 'reserva', 'entradas', 'appointment', 'termin', 'rendez-vous', 'cita']],
  ['signup', ['sign up', 'signup', 'register', 'registration', 'subscribe', 'enrol', 'enroll', 'anmelden', 'registrieren', 'abonnieren', 'inscription', 'inscrivez-vous', "s'inscrire", 'abonnez-vous', 'inscríbete', 'regístrate', 'suscríbete', 'inscripción']],
  ['download', ['download', 'app', 'apps', 'ios', 'android', 'app store', 'herunterladen', 'télécharger', 'téléchargez', 'application', 'appli', 'descargar', 'descarga', 'aplicación']],
  ['order', ['order', 'order now', 'delivery', 'takeaway', 'pizza', 'pizzas', 'burger', 'burgers', 'hamburguesas', 'bestellen', 'lieferung', 'lieferdienst', 'commander', 'commandez', 'livraison à domicile', 'pedir', 'pide', 'pedido', 'a domicilio']],
  ['visit', ['visit', 'viewing', 'open house', 'apartment', 'home for sale', 'property', 'besichtigung', 'wohnung', 'immobilie', 'besuchen', 'visite', 'appartement', 'visitez', 'visita', 'piso', 'vivienda', 'inmueble']],
  ['call', ['call', 'call us', 'anrufen', 'appelez', 'llámanos', 'llama']],
  ['shop', ['shop', 'buy', 'store', 'collection', 'kaufen', 'shoppen', 'kollektion', 'acheter', 'boutique', 'collection', 'comprar', 'tienda', 'colección']],
];

/** Tone of the copy: from the prompt's tone words and the brand's tone of voice. */
export type CopyTone = 'playful' | 'premium' | 'neutral';

export const playfulTone = wordPattern(
  [
  'playful', 'fun', 'funny', 'humorous', 'cheerful', 'upbeat', 'witty', 'quirky', 'energetic',
  'verspielt', 'lustig', 'witzig', 'fröhlich', 'frech', 'ludique', 'drôle', 'joyeux', 'décalé',
  'divertido', 'divertida', 'gracioso', 'alegre', 'desenfadado',
  ],
  'iu',
);

export const premiumTone = wordPattern(
  [
  'luxury', 'luxurious', 'premium', 'elegant', 'sophisticated', 'refined', 'exclusive', 'high-end',
  'luxuriös', 'edel', 'hochwertig', 'exklusiv', 'elegant', 'luxe', 'luxueux', 'élégant',
  'raffiné', 'haut de gamme', 'exclusif', 'lujo', 'lujoso', 'elegante', 'exclusivo', 'sofisticado',
  ],
  'iu',
);

/**
 * Frequent short words that tell the four languages apart in a prompt (articles, prepositions,
 * ad vocabulary). Words two languages share count for both.
 */
export const languageMarkers: Record<Language, string[]> = {
  en: ['the', 'and', 'for', 'with', 'our', 'your', 'new', 'off', 'sale', 'now', 'only', 'this', 'get', 'free', 'shipping', 'up to', 'of', 'on', 'make', 'create', 'an', 'ad', 'buy', 'save', 'weekend', 'today', 'all', 'opening', 'launch', 'book', 'join', 'best', 'from', 'at', 'next', 'is', 'are', 'we', 'you', 'shoes', 'week', 'until', 'every', 'order', 'delivery', 'summer', 'winter', 'my', 'day', 'night', 'store', 'shop'],
  de: ['der', 'die', 'das', 'und', 'für', 'mit', 'unser', 'unsere', 'unseren', 'unserer', 'neue', 'neuen', 'neues', 'jetzt', 'nur', 'bis', 'zu', 'auf', 'im', 'am', 'ein', 'eine', 'einen', 'erstelle', 'anzeige', 'rabatt', 'angebot', 'versand', 'kostenlos', 'kostenloser', 'sommer', 'wochenende', 'heute', 'eröffnung', 'ab', 'zum', 'zur', 'von', 'bei', 'ist', 'sind', 'dein', 'deine', 'ihr', 'werbung', 'neu', 'alle', 'alles', 'auf', 'dem', 'den', 'des', 'mach', 'gestalte', 'jahre', 'woche', 'samstag', 'sonntag', 'kaufen', 'bestellen'],
  fr: ['le', 'la', 'les', 'des', 'du', 'de', 'et', 'pour', 'avec', 'notre', 'nos', 'votre', 'vos', 'nouveau', 'nouvelle', 'nouvelles', 'soldes', 'jusqu', 'sur', 'une', 'un', 'au', 'aux', 'ce', 'cette', 'livraison', 'gratuite', 'offerte', 'été', 'hiver', 'crée', 'créer', 'créez', 'pub', 'publicité', 'annonce', 'réduction', 'dès', 'maintenant', 'ouverture', 'lancement', 'en', 'est', 'chez', 'fais', 'samedi', 'dimanche', 'semaine', 'magasin', 'nouveaux', 'chaussures'],
  es: ['el', 'los', 'las', 'del', 'y', 'para', 'con', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'nuevo', 'nueva', 'nuevos', 'nuevas', 'rebajas', 'descuento', 'hasta', 'una', 'un', 'envío', 'gratis', 'verano', 'invierno', 'haz', 'crea', 'anuncio', 'ahora', 'desde', 'oferta', 'apertura', 'lanzamiento', 'en', 'es', 'tu', 'tus', 'por', 'al', 'de', 'la', 'sábado', 'domingo', 'semana', 'tienda', 'zapatillas', 'todo', 'todos'],
};
