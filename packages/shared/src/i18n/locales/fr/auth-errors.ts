import type { AuthErrorMessages } from '../../catalog.ts';

export const authErrors: AuthErrorMessages = {
  INVALID_EMAIL_OR_PASSWORD: 'E-mail ou mot de passe invalide',
  EMAIL_AND_PASSWORD_REQUIRED: "L'e-mail et le mot de passe sont obligatoires",
  EMAIL_NOT_VERIFIED: "Veuillez d'abord confirmer votre adresse e-mail. Nous vous avons envoyé un lien.",
  EMAIL_ALREADY_VERIFIED: 'Votre adresse e-mail est déjà confirmée.',
  USER_ALREADY_EXISTS: 'Un compte existe déjà avec cette adresse e-mail.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'Un compte existe déjà avec cette adresse e-mail. Utilisez-en une autre.',
  USER_NOT_FOUND: 'Utilisateur introuvable',
  NAME_TOO_SHORT: 'Le nom doit comporter au moins 2 caractères.',
  USERNAME_REQUIRED: "Le nom d'utilisateur est obligatoire.",
  USERNAME_IS_ALREADY_TAKEN: "Ce nom d'utilisateur est déjà pris. Veuillez en essayer un autre.",
  USERNAME_TOO_SHORT: "Le nom d'utilisateur doit comporter au moins 3 caractères.",
  USERNAME_TOO_LONG: "Le nom d'utilisateur doit comporter au plus 30 caractères.",
  INVALID_USERNAME:
    "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres, des tirets bas et des points.",
  INVALID_EMAIL: 'Veuillez saisir une adresse e-mail valide.',
  PASSWORD_TOO_SHORT: 'Le mot de passe doit comporter au moins 8 caractères.',
  PASSWORD_TOO_LONG: 'Le mot de passe doit comporter au plus 128 caractères.',
  PASSWORDS_DONT_MATCH: 'Les mots de passe ne correspondent pas',
  INVALID_PASSWORD: "Le mot de passe n'est pas correct.",
  FIELD_REQUIRED: 'Ce champ est obligatoire.',
  INVALID_TOKEN: 'Ce lien est invalide ou a déjà été utilisé.',
  TOKEN_EXPIRED: 'Ce lien a expiré. Veuillez en demander un nouveau.',
  SESSION_EXPIRED: 'Votre session a expiré. Veuillez vous reconnecter.',
  FAILED_TO_CREATE_USER: "Échec de l'inscription : aucune donnée utilisateur reçue",
  FAILED_TO_CREATE_SESSION: 'Échec de la connexion : aucune session reçue',
  PASSWORD_RESET_FAILED: 'La réinitialisation du mot de passe a échoué',
  BANNED_USER: 'Vous avez été banni de cette application',
  VALIDATION_ERROR: 'Certains champs ne sont pas valides.',
  RATE_LIMITED: 'Trop de requêtes, veuillez réessayer plus tard',
};
