import type { Messages } from '../../catalog.ts';
import type { twoFactor as en } from '../en/two-factor.ts';

export const twoFactor: Messages<typeof en> = {
  title: 'Authentification à deux facteurs',
  subtitle:
    "Ajoutez une seconde étape à la connexion : un code à 6 chiffres d'une application d'authentification sur votre téléphone. Quelqu'un qui connaît votre mot de passe ne pourra toujours pas entrer.",
  settings: 'Paramètres',
  loading: 'Chargement de vos paramètres de sécurité…',
  loadFailed: "Vos paramètres de sécurité n'ont pas pu être chargés.",
  retry: 'Réessayer',
  status: {
    on: 'Activée',
    off: 'Désactivée',
    onBody: "La connexion demande votre mot de passe et un code de votre application d'authentification.",
    offBody: 'La connexion ne demande que votre mot de passe.',
  },
  steps: {
    progress: 'Étape {step} sur {total}',
    password: 'Confirmez votre mot de passe',
    scan: 'Scannez le QR code',
    verify: 'Saisissez un code',
    backup: 'Enregistrez les codes de secours',
  },
  fields: {
    password: 'Mot de passe actuel',
    code: "Code d'authentification",
    backupCode: 'Code de secours',
  },
  errors: {
    passwordRequired: 'Saisissez votre mot de passe actuel.',
    codeFormat: 'Saisissez les 6 chiffres affichés par votre application.',
    backupCodeRequired: "Saisissez l'un de vos codes de secours.",
  },
  enrol: {
    start: "Configurer une application d'authentification",
    passwordBody:
      'Pour votre sécurité, confirmez votre mot de passe avant de modifier votre façon de vous connecter.',
    continue: 'Continuer',
    cancel: 'Annuler',
    scanBody:
      "Ouvrez une application d'authentification (par exemple Google Authenticator, Microsoft Authenticator, 1Password ou Authy) et scannez ce code.",
    qrLabel: "QR code pour ajouter Brandloom à votre application d'authentification",
    qrLoading: 'Création du QR code…',
    manual: 'Impossible de scanner ? Saisissez cette clé de configuration dans votre application :',
    copyKey: 'Copier la clé',
    keyCopied: 'Clé de configuration copiée',
    next: 'Suivant',
    verifyBody: 'Saisissez le code à 6 chiffres que votre application affiche maintenant pour Brandloom.',
    verify: 'Activer',
    verifying: 'Vérification…',
    back: 'Retour',
    enabled: "L'authentification à deux facteurs est activée",
    enabledBody: 'Désormais, la connexion demande un code de votre application.',
  },
  backup: {
    title: 'Codes de secours',
    intro:
      "Si vous perdez votre téléphone, chacun de ces codes vous connecte une fois à la place d'un code de votre application.",
    warningTitle: 'Conservez-les en lieu sûr',
    warning:
      'Gardez-les dans un gestionnaire de mots de passe ou imprimez-les. Ils ne sont affichés que maintenant, et quiconque les possède peut passer cette étape.',
    listLabel: 'Vos codes de secours',
    copy: 'Copier les codes',
    copied: 'Codes de secours copiés',
    copyFailed: 'Copie impossible. Sélectionnez les codes et copiez-les vous-même.',
    download: 'Télécharger le .txt',
    done: "J'ai enregistré mes codes",
    fileHeading: 'Codes de secours Brandloom pour {email}',
    fileNote: 'Chaque code fonctionne une fois. Créés le {date}.',
    regenerateBody:
      'Codes perdus ou presque tous utilisés ? Créez-en de nouveaux. Les anciens cessent aussitôt de fonctionner.',
    regenerate: 'Créer de nouveaux codes de secours',
    regenerateSubmit: 'Créer de nouveaux codes',
    regenerated: 'Nouveaux codes de secours créés',
    regeneratedBody: 'Vos anciens codes de secours ne fonctionnent plus.',
  },
  disable: {
    title: "Désactiver l'authentification à deux facteurs",
    body: "La connexion ne demandera plus que votre mot de passe. Votre application d'authentification et vos codes de secours ne fonctionneront plus pour ce compte.",
    action: 'Désactiver',
    confirm: 'Désactiver les deux facteurs',
    working: 'Désactivation…',
    done: "L'authentification à deux facteurs est désactivée",
    doneBody: 'La connexion ne demande plus que votre mot de passe.',
  },
  challenge: {
    title: 'Authentification à deux facteurs',
    body: "Saisissez le code à 6 chiffres de votre application d'authentification.",
    backupBody: "Saisissez l'un de vos codes de secours. Chaque code fonctionne une fois.",
    submit: 'Vérifier',
    submitting: 'Vérification…',
    useBackup: 'Utiliser plutôt un code de secours',
    useApp: "Utiliser plutôt l'application d'authentification",
    back: 'Retour à la connexion',
  },
};
