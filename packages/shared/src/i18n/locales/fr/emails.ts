import type { EmailMessages } from '../../catalog.ts';

export const emails: EmailMessages = {
  common: {
    greeting: 'Bonjour {name},',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    footer: 'Brandloom : des créations publicitaires fidèles à votre marque.',
  },
  verification: {
    subject: 'Confirmez votre adresse e-mail',
    heading: 'Confirmez votre adresse e-mail',
    body: 'Merci de vous être inscrit sur Brandloom. Veuillez confirmer votre adresse e-mail pour commencer à créer.',
    action: "Confirmer l'adresse e-mail",
    expiry_one: 'Le lien est valable {count} heure.',
    expiry_many: 'Le lien est valable {count} heures.',
    expiry_other: 'Le lien est valable {count} heures.',
    ignore: 'Si vous ne vous êtes pas inscrit sur Brandloom, vous pouvez ignorer cet e-mail.',
  },
  resetPassword: {
    subject: 'Réinitialisez votre mot de passe',
    heading: 'Réinitialisez votre mot de passe',
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Brandloom. Choisissez-en un nouveau avec le lien ci-dessous.',
    action: 'Choisir un nouveau mot de passe',
    expiry_one: 'Le lien est valable {count} minute.',
    expiry_many: 'Le lien est valable {count} minutes.',
    expiry_other: 'Le lien est valable {count} minutes.',
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
  },
  accountLocked: {
    subject: 'Les connexions à votre compte Brandloom sont suspendues',
    heading: 'Nous avons suspendu les connexions à votre compte',
    body: "Quelqu'un a saisi plusieurs fois de suite un mauvais mot de passe pour votre compte Brandloom : les connexions depuis de nouveaux appareils sont donc suspendues pendant quelques minutes. Les appareils sur lesquels vous vous êtes déjà connecté peuvent toujours se connecter.",
    action: 'Choisir un nouveau mot de passe',
    expiry_one: 'Le lien est valable {count} minute.',
    expiry_many: 'Le lien est valable {count} minutes.',
    expiry_other: 'Le lien est valable {count} minutes.',
    ignore:
      "Si ce n'était pas vous : personne n'est entré, mais choisir un nouveau mot de passe est une bonne idée. Si c'était vous, vous pouvez aussi attendre quelques minutes et réessayer.",
  },
  exploreModeration: {
    subject: 'À propos de votre création sur Explore',
    hidden:
      'Un administrateur a masqué l’une de vos créations sur Explore après un signalement. Elle reste dans votre bibliothèque.',
    unpublished:
      'Un administrateur a dépublié l’une de vos créations d’Explore après un signalement. Elle reste dans votre bibliothèque.',
    blocked:
      'Après un signalement, un administrateur vous a retiré la publication sur Explore : vos créations n’y sont plus affichées. Elles restent dans votre bibliothèque.',
    questions: 'Si vous pensez que c’est une erreur, écrivez-nous depuis la page d’aide.',
  },
};
