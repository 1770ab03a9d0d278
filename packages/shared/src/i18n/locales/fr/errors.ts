import type { ErrorMessages } from '../../catalog.ts';

export const errors: ErrorMessages = {
  VALIDATION_FAILED: 'Certains champs ne sont pas valides.',
  MALFORMED_JSON: "Le corps de la requête n'est pas un JSON valide.",
  UNSUPPORTED_MEDIA_TYPE: "Ce type de contenu n'est pas pris en charge ici.",
  PAYLOAD_TOO_LARGE: 'La requête est trop volumineuse.',
  NOT_FOUND: 'Introuvable.',
  ROUTE_NOT_FOUND: "Il n'existe aucune route d'API à l'adresse {path}.",
  METHOD_NOT_ALLOWED: "Cette méthode n'est pas autorisée ici.",
  UNAUTHORIZED: 'Session de connexion manquante !',
  FORBIDDEN: "Vous n'êtes pas autorisé à faire cela.",
  RATE_LIMITED: 'Trop de requêtes, veuillez réessayer plus tard',
  INTERNAL: 'Impossible de traiter la requête pour le moment',
  SERVICE_UNAVAILABLE: "Le service n'est pas disponible pour le moment. Veuillez réessayer dans un instant.",
  IMAGE_NOT_SUPPORTED: 'Ce fichier n’est pas une image redimensionnable (JPG, PNG, WebP, GIF ou AVIF).',
  IMAGE_TOO_LARGE: 'Cette image est trop grande pour être redimensionnée.',
  IMAGE_OUTPUT_TOO_LARGE: 'L’image redimensionnée dépasserait {max} pixels de large ou de haut.',
  INVALID_USER_ID: 'Les identifiants d’utilisateur doivent être des UUID.',
  USER_NOT_FOUND: 'Utilisateur introuvable',
  ADMIN_SELF_CHANGE:
    'Vous ne pouvez pas supprimer votre propre compte ni retirer votre propre rôle d’administrateur ici.',
  EMAIL_TAKEN: 'Un compte existe déjà avec cette adresse e-mail.',
  USERNAME_TAKEN: 'Ce nom d’utilisateur est déjà pris. Veuillez en essayer un autre.',
  ACCOUNT_DELETION_NOT_CONFIRMED: 'Saisissez delete pour confirmer la suppression de votre compte.',
};
