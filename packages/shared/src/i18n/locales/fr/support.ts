import type { Messages } from '../../catalog.ts';
import type { support as en } from '../en/support.ts';

export const support: Messages<typeof en> = {
  title: 'Messages de contact',
  subtitle:
    'Ce que les visiteurs ont écrit via le formulaire de contact de la page d’aide, les plus récents d’abord.',
  empty: 'Aucun message pour l’instant.',
  loadFailed: 'Les messages n’ont pas pu être chargés.',
  retry: 'Réessayer',
  older: 'Afficher les messages plus anciens',
  notEmailed:
    'Non envoyé par e-mail : définissez SUPPORT_EMAIL (ou ADMIN_EMAILS) pour recevoir les messages par e-mail.',
  topics: {
    general: 'Question générale',
    billing: 'Offres et facturation',
    technical: 'Quelque chose ne fonctionne pas',
    privacy: 'Confidentialité et données',
    partnership: 'Partenariats et presse',
  },
};
