import type { ErrorMessages } from '../../catalog.ts';

export const errors: ErrorMessages = {
  VALIDATION_FAILED: 'Certains champs ne sont pas valides.',
  TEXT_NOT_STORABLE:
    'Ce texte contient un caractère NUL (U+0000) qui ne peut pas être enregistré. Supprimez-le et réessayez.',
  NOTHING_TO_CHANGE: 'Il n’y a rien à modifier : envoyez au moins un champ.',
  MALFORMED_JSON: "Le corps de la requête n'est pas un JSON valide.",
  UNSUPPORTED_MEDIA_TYPE: "Ce type de contenu n'est pas pris en charge ici.",
  PAYLOAD_TOO_LARGE: 'La requête est trop volumineuse.',
  NOT_FOUND: 'Introuvable.',
  ROUTE_NOT_FOUND: "Il n'existe aucune route d'API à l'adresse {path}.",
  METHOD_NOT_ALLOWED: "Cette méthode n'est pas autorisée ici.",
  UNAUTHORIZED: 'Session de connexion manquante !',
  FORBIDDEN: "Vous n'êtes pas autorisé à faire cela.",
  UNTRUSTED_ORIGIN:
    "Cette page a été ouverte à l'adresse {origin}, qui n'est pas l'adresse publique de ce serveur (PUBLIC_URL). Ouvrez-la à l'adresse {publicUrl} ou définissez PUBLIC_URL.",
  CROSS_SITE_REQUEST: "Les requêtes provenant d'autres sites web ne sont pas acceptées.",
  RATE_LIMITED: 'Trop de requêtes, veuillez réessayer plus tard',
  INTERNAL: 'Impossible de traiter la requête pour le moment',
  SERVICE_UNAVAILABLE: "Le service n'est pas disponible pour le moment. Veuillez réessayer dans un instant.",
  IMAGE_NOT_SUPPORTED: 'Ce fichier n’est pas une image redimensionnable (JPG, PNG, WebP, GIF ou AVIF).',
  IMAGE_TOO_LARGE: 'Cette image est trop grande pour être redimensionnée.',
  IMAGE_OUTPUT_TOO_LARGE_one: 'L’image redimensionnée dépasserait {count} pixel de large ou de haut.',
  IMAGE_OUTPUT_TOO_LARGE_many: 'L’image redimensionnée dépasserait {count} pixels de large ou de haut.',
  IMAGE_OUTPUT_TOO_LARGE_other: 'L’image redimensionnée dépasserait {count} pixels de large ou de haut.',
  INVALID_USER_ID: 'Les identifiants d’utilisateur doivent être des UUID.',
  INVALID_CURSOR: 'Cette position dans la liste n’est pas valide. Rechargez la liste et réessayez.',
  USER_NOT_FOUND: 'Utilisateur introuvable',
  ADMIN_SELF_CHANGE:
    'Vous ne pouvez pas supprimer votre propre compte ni retirer votre propre rôle d’administrateur ici.',
  EMAIL_TAKEN: 'Un compte existe déjà avec cette adresse e-mail.',
  USERNAME_TAKEN: 'Ce nom d’utilisateur est déjà pris. Veuillez en essayer un autre.',
  ACCOUNT_DELETION_NOT_CONFIRMED: 'Saisissez delete pour confirmer la suppression de votre compte.',
  UPLOAD_NOT_AN_IMAGE: 'Le fichier ne semble pas être une image : {filename}',
  UPLOAD_TOO_LARGE: 'Le fichier {filename} dépasse {maxMegabytes} Mo.',
  UPLOAD_BATCH_TOO_LARGE_one: 'Vous pouvez importer au maximum {count} fichier à la fois.',
  UPLOAD_BATCH_TOO_LARGE_many: 'Vous pouvez importer au maximum {count} fichiers à la fois.',
  UPLOAD_BATCH_TOO_LARGE_other: 'Vous pouvez importer au maximum {count} fichiers à la fois.',
  IMAGE_DIMENSIONS_TOO_LARGE:
    'L’image {filename} fait {width} × {height} pixels ; les images peuvent faire au plus {maxPixels} pixels de large et de haut.',
  FILE_TOO_LARGE: 'Le fichier dépasse {maxMegabytes} Mo.',
  UPLOAD_FAILED: "Échec de l'importation du fichier",
  UPLOAD_SAVE_FAILED: "Échec de l'enregistrement des informations d'importation",
  UPLOAD_SIGN_IN_REQUIRED: 'Vous devez être connecté pour supprimer des fichiers',
  UPLOAD_NOT_FOUND: 'Ce fichier importé est introuvable.',
  TOO_MANY_UPLOADS_one: 'Trop de fichiers : un prompt peut contenir au maximum {count} fichier.',
  TOO_MANY_UPLOADS_many: 'Trop de fichiers : un prompt peut contenir au maximum {count} fichiers.',
  TOO_MANY_UPLOADS_other: 'Trop de fichiers : un prompt peut contenir au maximum {count} fichiers.',
  BRAND_NAME_REQUIRED: 'Veuillez saisir le nom de votre marque.',
  BRAND_EXISTS: 'Vous avez déjà une marque nommée {name}. Modifiez plutôt la marque existante.',
  BRAND_NOT_FOUND: 'Cette marque est introuvable.',
  TOO_MANY_BRANDS_one:
    'Trop de marques : votre offre en autorise {count}. Passez à une offre supérieure pour en ajouter.',
  TOO_MANY_BRANDS_many:
    'Trop de marques : votre offre en autorise {count}. Passez à une offre supérieure pour en ajouter.',
  TOO_MANY_BRANDS_other:
    'Trop de marques : votre offre en autorise {count}. Passez à une offre supérieure pour en ajouter.',
  BRAND_SCAN_FAILED:
    "Échec de l'analyse de l'URL de votre marque {url}. Veuillez réessayer ou saisir les données de votre marque manuellement.",
  WEBSITE_IMAGES_FAILED: "impossible d'extraire les images, vérifiez l'URL",
  UPGRADE_REQUIRED: "Cela nécessite l'offre {plan}. Passez à une offre supérieure pour l'utiliser.",
  FONT_NOT_SUPPORTED: "Le fichier de police {filename} n'est pas une police TTF, OTF, WOFF ou WOFF2.",
  LOGO_NOT_SUPPORTED: 'Le logo {filename} doit être une image PNG, SVG ou WebP.',
  STYLE_NOT_FOUND: 'Ce style est introuvable.',
  STYLE_EXISTS: 'Vous avez déjà un style nommé {name}. Modifiez plutôt le style existant.',
  TEMPLATE_NOT_FOUND: 'Impossible de trouver le modèle que vous cherchez.',
  TEMPLATE_NOT_IN_PLAN:
    "Ce modèle fait partie des offres Plus et Flex. Passez à une offre supérieure pour l'utiliser.",
  OUT_OF_CREDITS:
    "Crédits épuisés : vous n'avez pas assez de crédits pour générer cette création, passez à une offre supérieure ou attendez le renouvellement",
  MODEL_NOT_AVAILABLE:
    "Le modèle {model} n'est pas disponible ici. Choisissez un autre modèle dans les paramètres.",
  CREATIVE_NOT_FOUND: 'Impossible de trouver la création que vous cherchez.',
  NO_IMAGE_URL: "Aucune URL d'image fournie.",
  DOWNLOAD_FORMAT_NOT_AVAILABLE: 'Cette création ne peut pas être téléchargée en {format}.',
  AUTO_FIX_FAILED: 'Échec de la correction automatique',
  RESIZE_UNAVAILABLE:
    'Cette création ne peut pas être remise en page : elle date d’avant la conservation de ses calques et ne se redessine plus à l’identique (sa marque, ses polices ou ses photos ont changé). Générez-la à nouveau pour la décliner.',
  BRAND_CHECK_UNAVAILABLE:
    'Seules les images terminées dont les calques sont conservés peuvent être vérifiées et corrigées pour la marque.',
  CREATIVE_VERSION_CONFLICT:
    'Une autre version de cette création a été enregistrée au même moment. Rouvrez-la et enregistrez à nouveau.',
  CREATIVE_NOT_EDITABLE:
    'Seules les images terminées dont les calques sont conservés peuvent être modifiées.',
  LAYER_DOCUMENT_INVALID:
    'Les calques modifiés ne forment pas une création valide : une valeur manque, est inconnue ou hors limites.',
  LAYER_FILE_NOT_ALLOWED:
    'La création modifiée utilise une police ou une image qui n’est pas à vous ou pas au catalogue.',
  NO_PLACEMENTS: 'Cette création n’a encore été déclinée pour aucun emplacement.',
  GENERATION_FAILED: 'Échec de la génération de l’image',
  VIDEO_ACCESS_DENIED:
    "Les créations vidéo sont en bêta ouverte et votre compte n'a pas encore accès à la vidéo. Demandez-nous l'accès bêta.",
  VIDEO_BASE_IMAGE_REQUIRED:
    'La génération vidéo nécessite une image de base : joignez une de vos créations ou un fichier importé.',
  VIDEO_ONE_BASE_IMAGE: "Une vidéo part d'une seule image de base. Retirez les autres pièces jointes.",
  VIDEO_IMAGE_OPTION: "L'option {option} est réservée aux images et ne peut pas être utilisée en mode vidéo.",
  VIDEO_DURATION_NOT_ALLOWED: '{model} ne crée que des vidéos de {durations} secondes.',
  VIDEO_ASPECT_NOT_ALLOWED:
    '{model} ne peut pas créer de vidéos dans ce format. Choisissez parmi : {aspects}.',
  VIDEO_DOWNLOAD_FAILED: 'Échec du téléchargement de la vidéo',
  CHECKOUT_FAILED: 'Impossible de créer la session de paiement',
  PORTAL_FAILED: "Impossible d'ouvrir le portail de facturation. Veuillez réessayer.",
  PAYMENT_PROVIDER_FAILED:
    "Le prestataire de paiement n'a pas répondu. Rien n'a été modifié ; veuillez réessayer.",
  PLAN_VOLUME_NOT_OFFERED:
    "Flex n'est pas proposé avec {creditAmount} crédits par mois. Choisissez parmi : {steps}.",
  CREDIT_PACK_NOT_FOUND: "Ce pack de crédits n'est pas proposé.",
  SUBSCRIPTION_EXISTS: 'Vous avez déjà un abonnement. Changez plutôt son offre dans les paramètres.',
  SUBSCRIPTION_NOT_FOUND: "Vous n'avez aucun abonnement payant à modifier. Choisissez d'abord une offre.",
  SUBSCRIPTION_CANCELLATION_PENDING:
    "Votre abonnement va être résilié. Conservez votre abonnement avant de changer d'offre.",
  SUBSCRIPTION_ALREADY_ON_PLAN: 'Vous avez déjà cette offre avec ces crédits mensuels.',
  SUBSCRIPTION_CHANGE_IS_DOWNGRADE:
    "C'est une offre inférieure : programmez-la plutôt pour la fin de votre période de facturation.",
  SUBSCRIPTION_CHANGE_IS_UPGRADE:
    "C'est une offre supérieure : elle s'applique immédiatement, il n'y a rien à programmer.",
  SUBSCRIPTION_CHANGE_ALREADY_SCHEDULED:
    "Un changement d'offre est déjà programmé. Annulez-le avant d'en programmer un autre.",
  SUBSCRIPTION_NO_SCHEDULED_CHANGE: "Aucun changement d'offre n'est programmé.",
  SUBSCRIPTION_NOT_CANCELLING:
    "Votre abonnement n'est pas en cours de résiliation, il n'y a donc rien à conserver.",
  INVOICE_NOT_FOUND: 'Cette facture est introuvable.',
  PAYMENT_DECLINED:
    "Votre carte a été refusée, rien n'a donc été modifié. Mettez à jour votre carte dans la facturation et réessayez.",
  BILLING_ACCOUNT_NOT_FOUND:
    "Vous n'avez encore rien acheté : il n'y a donc pas de compte de facturation à gérer.",
  WEBHOOK_SIGNATURE_INVALID: "La signature de l'événement ne correspond pas à son contenu.",
  PREVIEW_DISABLED:
    'Le mode aperçu n’est pas activé sur ce serveur : l’exploitant l’active avec PREVIEW_TOKEN.',
  PREVIEW_TOKEN_INVALID: 'Ce lien d’aperçu n’est pas (ou plus) valide. Demandez-en un nouveau.',
  PREVIEW_STAGING_MISSING:
    'Aucune source de préproduction n’est configurée sur ce serveur (BLOG_STAGING_DIR) : ?staging est indisponible.',
  POST_NOT_FOUND: 'Cet article est introuvable.',
  CONTACT_TOO_FAST:
    'C’était plus rapide que quiconque ne peut taper. Patientez quelques secondes et renvoyez votre message.',
  CONTACT_REJECTED:
    'Votre message semble automatisé et n’a pas été envoyé. Si vous êtes une personne, rechargez la page et réessayez.',
  CONTACT_FORM_EXPIRED: 'Ce formulaire a expiré. Rechargez la page et renvoyez votre message.',
  EXPLORE_PUBLISH_BLOCKED:
    'Un administrateur vous a retiré la publication sur Explore. Vos créations restent dans votre bibliothèque ; écrivez au support si vous pensez que c’est une erreur.',
  EXPLORE_WORDS_REFUSED:
    'Cette création ne peut pas aller sur Explore : son prompt ou son texte contient des mots qu’Explore n’accepte pas ({words}). Modifiez-les et réessayez.',
};
