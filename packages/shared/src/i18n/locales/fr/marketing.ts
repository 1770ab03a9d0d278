import type { Messages } from '../../catalog.ts';
import type { marketing as en } from '../en/marketing.ts';

export const marketing: Messages<typeof en> = {
  meta: {
    homeTitle: 'Brandloom — Des créas publicitaires fidèles à votre marque, en un seul prompt',
    homeDescription:
      'Décrivez votre idée dans un chat et obtenez des publicités image et vidéo avec votre logo, vos couleurs, vos polices et votre ton — à chaque format.',
    blogTitle: 'Blog · Brandloom',
    blogDescription: 'Des guides pratiques pour créer des publicités qui ressemblent à votre marque.',
    termsTitle: 'Conditions d’utilisation · Brandloom',
    privacyTitle: 'Politique de confidentialité · Brandloom',
    legalDescription: 'Les règles d’utilisation de Brandloom et la façon dont nous traitons vos données.',
    notFoundTitle: 'Page introuvable · Brandloom',
  },
  hero: {
    badge: 'Bêta',
    eyebrow: 'Les créas vidéo sont en bêta ouverte',
    title: 'Des créas publicitaires fidèles à votre marque, en un seul prompt.',
    subtitle:
      'Décrivez l’idée dans un chat. Brandloom applique votre logo, vos couleurs, vos polices et votre ton à chaque image et vidéo — prêtes pour chaque emplacement en quelques secondes.',
    cta: 'Commencer gratuitement',
    secondary: 'Voir comment ça marche',
    note: '50 crédits offerts chaque mois. Sans carte bancaire.',
  },
  mock: {
    label: 'Exemple : trois formats publicitaires générés à partir d’un prompt',
    promptLabel: 'Prompt',
    prompt: 'Lancement d’été pour notre cold brew à l’avoine. Lumineux, ludique, trois formats.',
    brandKit: 'Kit de marque appliqué',
    ready: '3 créas prêtes',
    square: '1:1 Fil',
    portrait: '2:3 Story',
    landscape: '3:2 Display',
    headline1: 'L’été, servi frais.',
    headline2: 'Nouveau : cold brew avoine',
    headline3: '-20 % sur votre première box',
    cta1: 'Acheter',
    cta2: 'Essayer',
    cta3: 'Commander',
  },
  features: {
    title: 'Tout ce dont votre marque a besoin, dans chaque créa',
    subtitle:
      'Votre kit de marque est appliqué par notre moteur de rendu, pas deviné par un modèle — il est juste à chaque fois.',
    brand: {
      title: 'Kit de marque au pixel près',
      body: 'Les logos proviennent de vos propres fichiers et les textes sont composés dans vos polices. Ni logo déformé, ni faute dans les titres.',
    },
    chat: {
      title: 'Du chat à la créa',
      body: 'Décrivez la campagne avec vos mots, affinez-la dans la même conversation et gardez chaque version.',
    },
    formats: {
      title: 'Chaque emplacement',
      body: 'Des publicités carrées, verticales et horizontales à partir d’un seul brief, avec un guide des formats pour chaque plateforme.',
    },
    video: {
      title: 'La vidéo à partir d’une image',
      body: 'Animez une créa en courte vidéo avec mouvement de caméra et texte animé. Bêta ouverte.',
    },
  },
  steps: {
    title: 'De l’idée à la publicité en trois étapes',
    one: {
      title: 'Ajoutez votre marque',
      body: 'Collez l’adresse de votre site. Nous récupérons couleurs, polices et logos pour vous.',
    },
    two: { title: 'Décrivez l’idée', body: 'Dites ce que vous promouvez et où la publicité sera diffusée.' },
    three: {
      title: 'Téléchargez et lancez',
      body: 'Exportez en JPG, PNG ou WebP en taille réelle, moitié ou quart.',
    },
  },
  cta: {
    title: 'Votre prochaine campagne, fidèle à votre marque dès le premier jet.',
    body: 'Commencez avec 50 crédits offerts. Passez à l’offre supérieure quand votre équipe en a besoin.',
    button: 'Créer un compte gratuit',
  },
  blog: {
    title: 'Blog',
    subtitle: 'Des guides pour créer des publicités qui ressemblent à votre marque.',
    readMore: 'Lire l’article',
    minutes: '{count} min de lecture',
    allPosts: 'Tous les articles',
    byline: 'Par {author}',
  },
  legal: {
    updated: 'Dernière mise à jour : {date}',
  },
};
