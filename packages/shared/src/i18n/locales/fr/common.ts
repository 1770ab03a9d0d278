import type { Messages } from '../../catalog.ts';
import type { common as en } from '../en/common.ts';

export const common: Messages<typeof en> = {
  productName: 'Brandloom',
  skipToContent: 'Aller au contenu',
  nav: {
    main: 'Navigation principale',
    home: 'Accueil Brandloom',
    features: 'Fonctionnalités',
    howItWorks: 'Comment ça marche',
    blog: 'Blog',
    pricing: 'Tarifs',
    explore: 'Explore',
    help: 'Aide',
    signIn: 'Se connecter',
    signUp: 'S’inscrire',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },
  language: {
    label: 'Langue',
  },
  colorMode: {
    label: 'Mode de couleur',
    system: 'Système',
    light: 'Clair',
    dark: 'Sombre',
  },
  footer: {
    tagline: 'Des créas publicitaires fidèles à votre marque, à partir d’un seul prompt.',
    product: 'Produit',
    resources: 'Ressources',
    legal: 'Mentions légales',
    languages: 'Langues',
    terms: 'Conditions d’utilisation',
    privacy: 'Politique de confidentialité',
    compare: 'Comparer',
    aiAdGenerators: 'Générateurs de publicités IA',
    helpAndContact: 'Aide et contact',
    rights: '© {year} Brandloom. Tous droits réservés.',
  },
  status: {
    notFoundTitle: 'Page introuvable',
    notFound: 'Page introuvable : {path}',
    notFoundHint: 'La page a peut-être été déplacée, ou l’adresse contient une faute de frappe.',
    internal: 'Erreur interne du serveur',
    internalHint: 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
    backHome: 'Retour à l’accueil',
    reload: 'Recharger la page',
  },
  chunkError: {
    title: 'La page n’a pas pu se charger',
    message: 'Un problème est survenu lors du chargement de la page. Voulez-vous actualiser ?',
    refresh: 'Actualiser',
    cancel: 'Annuler',
  },
};
