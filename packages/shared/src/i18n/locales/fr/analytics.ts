import type { Messages } from '../../catalog.ts';
import type { analytics as en } from '../en/analytics.ts';

export const analytics: Messages<typeof en> = {
  title: 'Visiteurs et conversions',
  subtitle:
    'Comptés par notre propre serveur : aucun tiers, aucun cookie pour les visiteurs non connectés, Do Not Track respecté. Les jours sont des jours UTC.',
  range: { label: 'Période', days: '{days} jours' },
  metrics: {
    visitors: 'Visiteurs',
    pageViews: 'Pages vues',
    signUps: 'Inscriptions',
    firstCreatives: 'Premières créations',
    paid: 'Payants',
  },
  visitorsNote:
    'Les visiteurs sont comptés par jour (l’empreinte d’un visiteur change chaque jour) : une période additionne donc les visiteurs de chaque jour. La connexion, les pages d’accueil et les visiteurs avec Do Not Track ne sont pas comptés.',
  conversion: {
    title: 'Conversion',
    visitorToSignUp: 'Visiteurs → inscription',
    signUpToFirstCreative: 'Inscriptions → première création',
    signUpToPaid: 'Inscriptions → payant',
    ofVisitors: '{part} inscriptions pour {whole} visiteurs',
    ofSignUps: '{part} sur {whole} inscriptions',
    note: 'Parmi les personnes inscrites sur cette période, combien ont depuis réalisé leur première création ou souscrit une offre payante.',
  },
  byDay: {
    title: 'Par jour',
    show: 'Graphique',
    day: 'Jour',
    chartLabel: '{metric} par jour du {from} au {to} ; le tableau détaille chaque jour.',
    caption:
      'Visiteurs, pages vues, inscriptions, premières créations et offres payantes par jour, du plus récent au plus ancien',
  },
  byLanguage: {
    title: 'Par langue',
    language: 'Langue',
    caption: 'Visiteurs, pages vues, inscriptions, premières créations et offres payantes par langue',
  },
  pages: { title: 'Pages les plus vues', page: 'Page', empty: 'Aucune page vue sur cette période.' },
  referrers: {
    title: 'D’où viennent les visiteurs',
    site: 'Site',
    empty: 'Aucune visite depuis d’autres sites sur cette période.',
  },
  empty: 'Rien n’a encore été compté sur cette période : ni pages vues, ni inscriptions, ni paiements.',
  loadFailed: 'Impossible de charger les statistiques.',
  retry: 'Réessayer',
};
