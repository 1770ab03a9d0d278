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
  ACCOUNT_DELETION_NOT_CONFIRMED: 'Saisissez delete pour confirmer la suppression de votre compte.',
};
