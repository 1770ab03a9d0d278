import type { Messages } from '../../catalog.ts';
import type { pricing as en } from '../en/pricing.ts';

export const pricing: Messages<typeof en> = {
  meta: {
    title: 'Tarifs · Brandloom',
    description:
      'Free, Plus et Flex : des crédits mensuels pour des publicités image et vidéo fidèles à votre marque. Paiement mensuel en euros ou en dollars, résiliable à tout moment.',
  },
  hero: {
    eyebrow: 'Tarifs',
    title: 'Payez les créations que vous faites, pas des sièges.',
    subtitle:
      'Chaque formule inclut votre kit de marque, tous les formats publicitaires et la vidéo en bêta ouverte. Commencez gratuitement et évoluez avec vos campagnes.',
  },
  currency: {
    label: 'Devise',
  },
  perMonth: 'par mois',
  free: 'Gratuit',
  popular: 'La plus choisie',
  recommended: 'Débloque ce qu’il vous faut',
  creditsPerMonth: '{credits} crédits par mois',
  creativesPerMonth: 'environ {creatives} créations par mois',
  plans: {
    free: {
      tagline: 'Essayez-le avec votre propre marque.',
      cta: 'Commencer gratuitement',
      points: {
        one: 'Images en qualité basse',
        two: 'Styles prédéfinis',
        three: '1 marque, modèles gratuits',
      },
    },
    plus: {
      tagline: 'Pour une marque qui publie chaque semaine.',
      cta: 'Choisir Plus',
      points: {
        one: 'Qualité basse et moyenne',
        two: 'Vos propres styles',
        three: 'Jusqu’à 5 marques, tous les modèles',
      },
    },
    flex: {
      tagline: 'Pour les équipes et les agences : choisissez votre volume.',
      cta: 'Choisir Flex',
      points: {
        one: 'Toutes les qualités, jusqu’à haute',
        two: 'Marques illimitées',
        three: 'Import d’images de site web, tous les modèles',
      },
    },
  },
  flex: {
    label: 'Crédits Flex par mois',
    value: '{credits} crédits',
    perHundred: '{price} les 100 crédits',
    save: '{percent} % de moins par crédit que Plus',
  },
  comparison: {
    title: 'Comparer les formules',
    subtitle: 'Chaque formule applique votre logo, vos couleurs, vos polices et votre ton à chaque création.',
    caption: 'Ce que comprend chaque formule',
    feature: 'Fonction',
    rows: {
      price: 'Prix',
      credits: 'Crédits par mois',
      creatives: 'Créations par mois',
      quality: 'Qualité d’image',
      styles: 'Styles',
      brands: 'Marques',
      templates: 'Modèles',
      websiteImport: 'Import d’images de site web',
      video: 'Créations vidéo',
    },
    values: {
      fromPrice: 'dès {price}',
      upTo: 'jusqu’à {credits}',
      about: 'environ {creatives}',
      presetStyles: 'Prédéfinis',
      customStyles: 'Prédéfinis et les vôtres',
      oneBrand: '1 marque',
      brands: '{count} marques',
      unlimited: 'Illimitées',
      someTemplates: 'Sélection gratuite',
      allTemplates: 'Tous les 10 000+',
      included: 'Inclus',
      notIncluded: 'Non inclus',
      videoBeta: 'Bêta ouverte',
    },
    qualities: { low: 'Basse', medium: 'Moyenne', high: 'Haute', auto: 'Auto' },
    seeAll: 'Voir les prix et les volumes',
  },
  packs: {
    title: 'Besoin de quelques crédits de plus ?',
    subtitle:
      'Les packs de crédits complètent toute formule, Free comprise. Ils sont utilisés après vos crédits mensuels et n’expirent pas avec le mois.',
    credits: '{credits} crédits',
    once: 'paiement unique',
    buy: 'Acheter {credits} crédits',
  },
  faq: {
    title: 'Questions sur les crédits et la facturation',
    items: {
      credits: {
        q: 'Qu’est-ce qu’un crédit ?',
        a: 'Les crédits paient la génération. Une image coûte 2 crédits en qualité basse, 6 en moyenne, 18 en haute et 14 en auto ; une vidéo de 24 à 200 crédits selon le modèle et la durée. Une création coûte en moyenne environ 5 crédits : c’est ainsi que nous comptons les créations par mois.',
      },
      refill: {
        q: 'Quand mes crédits mensuels sont-ils rechargés ?',
        a: 'Chaque mois, le jour et à l’heure de votre abonnement (sur Free, le jour où vous avez confirmé votre e-mail). Les crédits mensuels non utilisés ne sont pas reportés ; ceux des packs restent jusqu’à ce que vous les utilisiez.',
      },
      upgrade: {
        q: 'Que se passe-t-il si je passe à une formule supérieure ?',
        a: 'La nouvelle formule démarre aussitôt : vos crédits mensuels passent au nouveau volume, et vous payez le nouveau mois moins la part non utilisée de l’ancien.',
      },
      downgrade: {
        q: 'Et si je descends de formule ou choisis moins de crédits ?',
        a: 'Le changement est programmé pour la fin de votre période de facturation. Vous gardez votre formule et vos crédits jusque-là, et vous pouvez annuler le changement programmé à tout moment.',
      },
      cancel: {
        q: 'Puis-je résilier à tout moment ?',
        a: 'Oui. Votre formule reste active jusqu’à la fin de la période payée, puis vous passez à Free. D’ici là, « Garder l’abonnement » annule la résiliation.',
      },
      failed: {
        q: 'Que se passe-t-il si je n’ai plus de crédits ?',
        a: 'La génération s’arrête jusqu’à la prochaine recharge. Passez à une formule supérieure, choisissez plus de crédits Flex ou achetez un pack pour continuer tout de suite. Seules les créations terminées consomment des crédits ; une création échouée ou bloquée les rend.',
      },
      payment: {
        q: 'Comment payer, et où trouver mes factures ?',
        a: 'Par carte, chaque mois, en euros ou en dollars américains. Le portail de facturation, dans les paramètres, liste chaque facture à télécharger et permet de changer de carte.',
      },
    },
  },
};
