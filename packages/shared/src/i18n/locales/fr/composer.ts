/** Les pièces jointes du champ de saisie (imports, créations, import direct) et les actions des cartes du chat. */
export const composer = {
  attach: {
    button: 'Joindre',
    menu: 'Joindre des images',
    upload: 'Importer depuis l’appareil',
    fromUploads: 'Depuis vos imports',
    fromCreatives: 'Depuis vos créations',
    dropHere: 'Déposez des images pour les joindre',
    checking: 'Vérification des fichiers…',
    list: 'Pièces jointes',
    remove: 'Retirer {name}',
    dismiss: 'Fermer',
    slots: '{count} sur {max} jointes',
  },
  picker: {
    search: 'Rechercher par nom',
    searchCreatives: 'Rechercher par prompt ou marque',
    selected: '{count} sélectionnée(s) · {free} libre(s)',
    confirm: 'Joindre',
    cancel: 'Annuler',
    close: 'Fermer',
    loadMore: 'Charger plus',
    loadFailed: 'Impossible de charger cette liste.',
    retry: 'Réessayer',
    noMatches: 'Rien ne correspond à cette recherche.',
    select: 'Sélectionner {name}',
  },
  pickUpload: {
    title: 'Choisir un import',
    description: 'Choisissez des images importées à utiliser dans ce prompt.',
    empty:
      'Vous n’avez encore rien importé. Importez des images depuis votre appareil ou sur la page des imports.',
  },
  pickCreative: {
    title: 'Choisir une création',
    description: 'Choisissez des créations terminées comme références pour ce prompt.',
    empty: 'Vous n’avez pas encore de création terminée.',
  },
  actions: {
    more: 'Plus d’actions',
    openInLibrary: 'Ouvrir dans la bibliothèque',
    makeVariants: 'Créer des variantes…',
    regenerate: 'Régénérer',
    cost: '{credits} crédits',
  },
  variants: {
    title: 'Créer des variantes',
    description:
      'De nouvelles versions avec le même prompt et les mêmes réglages, avec cette création comme référence.',
    count: 'Combien',
    option: '{count} × variante',
    cost: 'Coûte {credits} crédits',
    confirm: 'Créer des variantes',
    cancel: 'Annuler',
  },
} as const;
