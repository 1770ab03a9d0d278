import type { Messages } from '../../catalog.ts';
import type { subscription as en } from '../en/subscription.ts';

export const subscription: Messages<typeof en> = {
  title: 'Abonnement',
  description:
    'Votre formule, son prix et la date de recharge de vos crédits. Les paiements passent par le portail de facturation.',
  loading: 'Chargement de votre abonnement…',
  plan: 'Formule',
  price: 'Prix',
  priceValue: '{price} par mois',
  freePrice: 'Gratuit',
  periodEndsOn: 'La période en cours se termine le {date}',
  renews: 'Renouvelé le {date}',
  monthlyCredits: 'Crédits mensuels',
  monthlyBalance: 'Solde mensuel',
  additionalBalance: 'Solde supplémentaire',
  nextRefill: 'Prochaine recharge',
  card: 'Carte se terminant par {last4}',
  freeNote:
    'Vous êtes sur Free : {credits} crédits par mois, qualité basse, une marque. Passez à une formule supérieure pour plus de crédits, une meilleure qualité et vos propres styles.',
  scheduled: {
    title: 'Changement de formule programmé',
    body: 'De {from} à {to} le {date}. Vous gardez votre formule actuelle jusque-là.',
    cancel: 'Annuler le changement programmé',
    cancelled: 'Le changement programmé est annulé : vous restez sur {plan}.',
  },
  cancelling: {
    title: 'Prend fin le {date}',
    body: 'Vous gardez {plan} jusque-là, puis vous passez à Free. Les changements de formule sont suspendus tant que vous ne gardez pas votre abonnement.',
    keep: 'Garder l’abonnement',
    kept: 'Votre abonnement continue : {plan} sera renouvelé le {date}.',
  },
  offer: '{plan} · {credits} crédits',
  actions: {
    upgrade: 'Passer à une formule supérieure',
    changeVolume: 'Changer de volume',
    changePlan: 'Changer de formule',
    cancel: 'Résilier l’abonnement',
    buyCredits: 'Acheter des crédits',
    manageBilling: 'Gérer la facturation',
    pausedHint: 'Gardez votre abonnement pour changer de formule.',
  },
  cancelDialog: {
    title: 'Résilier votre abonnement ?',
    body: 'Vous gardez {plan} et ses crédits jusqu’au {date}, puis vous passez à Free avec {credits} crédits par mois. Les crédits des packs restent.',
    confirm: 'Résilier l’abonnement',
    back: 'Garder ma formule',
    done: 'Votre abonnement prendra fin le {date}.',
  },
  change: {
    upgradeTitle: 'Passer à une formule supérieure',
    changeTitle: 'Changer de formule',
    volumeTitle: 'Changer votre volume Flex',
    description: 'Choisissez une formule ; avec Flex, vous choisissez vos crédits mensuels.',
    volume: 'Crédits par mois',
    current: 'Formule actuelle',
    upgradeNote:
      'Démarre maintenant : {price} aujourd’hui (moins la part non utilisée de votre mois en cours), et vos crédits mensuels passent à {credits}.',
    downgradeNote: 'Programmé pour le {date} : vous gardez votre formule et vos crédits jusque-là.',
    newNote: 'Vous paierez {price} par mois lors du paiement.',
    confirmUpgrade: 'Passer à la formule maintenant',
    confirmDowngrade: 'Programmer le changement',
    confirmCheckout: 'Aller au paiement',
    close: 'Fermer',
    upgraded: 'Votre formule a changé : {credits} crédits mensuels sont prêts.',
    scheduledDone: 'Le changement est programmé pour le {date}.',
  },
  packs: {
    title: 'Acheter des crédits',
    description:
      'Les packs à paiement unique s’ajoutent à votre solde supplémentaire. Ils sont utilisés après vos crédits mensuels et n’expirent pas avec le mois.',
    buy: 'Acheter',
  },
  checkout: {
    title: 'Paiement',
    redirecting: 'Redirection vers le paiement…',
    failed: 'Échec de la création de la session de paiement. Veuillez réessayer.',
    retry: 'Réessayer',
    back: 'Retour à l’application',
  },
  upgrade: {
    unlocksWith: 'Débloqué avec {plan}',
    seePlans: 'Voir les formules',
    quality: {
      title: 'Une meilleure qualité demande {plan}',
      body: 'La qualité {quality} fait partie de {plan}. Passez à cette formule pour des images plus nettes et plus détaillées.',
    },
    qualities: { low: 'Basse', medium: 'Moyenne', high: 'Haute', auto: 'Auto' },
  },
};
