import type { Messages } from '../../catalog.ts';
import type { site as en } from '../en/site.ts';

export const site: Messages<typeof en> = {
  meta: {
    helpTitle: 'Aide et contact · Brandloom',
    helpDescription:
      'Réponses sur les crédits, les offres, les kits de marque, les formats, les téléchargements et la confidentialité, et un formulaire pour tout le reste.',
    compareTitle: 'Brandloom ou {tool} : une comparaison honnête',
    compareDescription:
      'Ce qui distingue Brandloom et {tool} : modèle de prix, respect de la marque, texte sur l’image, vidéo et auto-hébergement, sources à l’appui.',
    generatorsTitle: 'Générateurs de publicités par IA : ce qu’il faut vérifier avant de choisir',
    generatorsDescription:
      'Une liste de contrôle pour comparer les outils de création publicitaire par IA : coût par visuel utilisable, maîtrise de la marque, texte exact et lieu de stockage des données.',
    feedTitle: 'Blog Brandloom',
  },
  blog: {
    categories: {
      guides: 'Guides',
      copywriting: 'Rédaction',
      'brand-kit': 'Kit de marque',
      testing: 'Tests',
      video: 'Vidéo',
      planning: 'Planification',
    },
    related: 'À lire aussi',
    inEnglish: 'En anglais',
    translationsNote: 'Les articles pas encore traduits sont affichés en anglais.',
    feed: 'S’abonner (flux Atom)',
    draft: 'Brouillon',
    previewOn: 'Mode aperçu : les brouillons sont affichés.',
    previewStaging: 'Mode aperçu avec la source de préproduction : les brouillons sont affichés.',
    previewExit: 'Quitter l’aperçu',
  },
  help: {
    eyebrow: 'Centre d’aide',
    title: 'Comment pouvons-nous vous aider ?',
    subtitle:
      'Des réponses courtes aux questions les plus fréquentes. Si la vôtre n’y est pas, écrivez-nous ci-dessous.',
    topics: {
      credits: {
        title: 'Crédits',
        q1: 'Qu’est-ce qu’un crédit ?',
        a1: 'Les crédits paient la génération. Une image coûte 2 crédits en qualité basse, 6 en moyenne, 18 en haute et 14 en automatique ; une vidéo coûte de 24 à 200 crédits selon le modèle et la durée. Le coût est affiché sur le bouton avant de générer.',
        q2: 'Que deviennent mes crédits si un visuel échoue ?',
        a2: 'Les crédits sont réservés à la mise en file d’un visuel et rendus automatiquement s’il échoue ou s’il est bloqué par la modération. Chaque dépense et chaque remboursement figurent dans Paramètres → Crédits.',
        q3: 'Quand mes crédits mensuels sont-ils rechargés ?',
        a3: 'Chaque mois, au jour et à l’heure où votre offre a commencé. Les packs de crédits achetés s’ajoutent et sont utilisés après l’allocation mensuelle.',
      },
      plans: {
        title: 'Offres et facturation',
        q1: 'Quelles offres existent ?',
        a1: 'Free (50 crédits par mois, qualité basse), Plus (200 crédits par mois, qualités basse et moyenne, styles personnalisés) et Flex (un volume mensuel au choix, jusqu’à 3 500 crédits, toutes les qualités et des marques illimitées).',
        q2: 'Puis-je changer d’offre ou résilier ?',
        a2: 'Oui, depuis la page d’abonnement de l’application. Les passages à une offre supérieure s’appliquent tout de suite ; les baisses et résiliations prennent effet à la fin de la période, et vous gardez votre offre jusque-là. Une résiliation en attente peut être annulée avec « Garder l’abonnement ».',
      },
      brandKit: {
        title: 'Kit de marque',
        q1: 'Que contient une marque ?',
        a1: 'Un nom, votre site web, un court brief, des couleurs, des polices, des logos et des icônes. Chaque visuel créé avec la marque les utilise.',
        q2: 'Mon logo et mon texte seront-ils exacts ?',
        a2: 'Oui. Le logo est placé à partir de votre propre fichier, et le titre, le sous-titre et le bouton sont composés dans vos polices par notre moteur de rendu : le logo est exact au pixel près et le texte écrit tel que vous l’avez saisi.',
        q3: 'La marque peut-elle être remplie depuis mon site ?',
        a3: 'Oui : saisissez votre adresse et l’analyse du site propose nom, couleurs, polices et logo, que vous vérifiez avant d’enregistrer. Importer des images de votre site nécessite une offre payante.',
      },
      formats: {
        title: 'Formats',
        q1: 'Quelles tailles puis-je créer ?',
        a1: 'Des images en 1:1, 2:3 et 3:2 ; des vidéos en 16:9 et 9:16. Le guide des formats de l’application traduit une plateforme et un emplacement en format adapté.',
        q2: 'La vidéo est-elle ouverte à tous ?',
        a2: 'La vidéo est en bêta ouverte. Une vidéo part de l’un de vos visuels ou d’un import et s’anime avec le mouvement de caméra que vous décrivez.',
      },
      downloads: {
        title: 'Téléchargements',
        q1: 'Dans quels formats de fichier puis-je télécharger ?',
        a1: 'JPG, PNG ou WebP, en taille réelle, à 50 % ou à 25 %. Les vidéos se téléchargent en MP4.',
        q2: 'Puis-je utiliser les visuels dans des publicités payantes ?',
        a2: 'Oui, vous pouvez utiliser vos visuels dans votre publicité. Vérifiez que vous avez aussi le droit d’utiliser les photos et logos que vous importez.',
      },
      privacy: {
        title: 'Confidentialité',
        q1: 'Qui voit mes visuels ?',
        a1: 'Vous seul, sauf si vous activez la publication dans le fil Explorer dans vos paramètres.',
        q2: 'Puis-je supprimer mon compte ?',
        a2: 'Oui, dans Paramètres → Compte. Votre compte, vos visuels, imports et marques sont supprimés, et un abonnement actif est résilié.',
        q3: 'Suivez-vous les visiteurs ?',
        a3: 'Les pages publiques ne déposent aucun cookie de suivi et ne chargent rien depuis des tiers. La politique de confidentialité détaille ce que nous conservons.',
      },
    },
  },
  contact: {
    title: 'Nous contacter',
    intro: 'Écrivez-nous, nous répondons par e-mail, en général sous deux jours ouvrés.',
    name: 'Nom',
    email: 'E-mail',
    topic: 'Sujet',
    topics: {
      general: 'Question générale',
      billing: 'Offres et facturation',
      technical: 'Quelque chose ne fonctionne pas',
      privacy: 'Confidentialité et données',
      partnership: 'Partenariats et presse',
    },
    message: 'Message',
    messageHint: 'Au moins 10 caractères.',
    website: 'Laissez ce champ vide',
    submit: 'Envoyer le message',
    sending: 'Envoi…',
    sentTitle: 'Merci, votre message est parti.',
    sentBody: 'Nous répondrons à {email}.',
    sendAnother: 'Envoyer un autre message',
    privacyNote: 'Nous utilisons votre nom et votre adresse e-mail uniquement pour répondre à ce message.',
    failed: 'Votre message n’a pas pu être envoyé. Veuillez réessayer.',
    emailSubject: 'Formulaire de contact : {topic} — {name}',
    emailIntro: '{name} <{email}> a écrit via le formulaire de contact ({language}) :',
  },
  compare: {
    eyebrow: 'Comparaison',
    title: 'Brandloom ou {tool}',
    intro:
      'Les deux aident à créer des visuels publicitaires. Cette page présente leurs différences en s’appuyant uniquement sur ce que chaque produit indique publiquement. Là où nous n’avons trouvé aucune indication publique, la case le dit.',
    checked: 'Sources consultées le {date}. Les produits évoluent : vérifiez les sources avant de décider.',
    feature: 'Critère',
    us: 'Brandloom',
    sources: 'Sources',
    ourSource: 'Brandloom : la page d’aide de ce site et la documentation du produit.',
    notStated: 'Non indiqué dans les sources consultées',
    differentTitle: 'Ce que nous faisons autrement',
    different: {
      brandLayer:
        'Une couche de marque hors ligne : logo, couleurs et polices sont appliqués par notre propre moteur de rendu, pas devinés par un modèle.',
      exact:
        'Logo et texte exacts : le logo vient de votre fichier et le texte est composé dans vos polices, tel qu’écrit.',
      selfHost:
        'Auto-hébergement : tout le produit tourne sur votre propre serveur en deux commandes, sans compte chez un tiers.',
      credits:
        'Des crédits honnêtes : le coût est affiché avant de générer, et les visuels échoués ou bloqués sont remboursés automatiquement.',
    },
    others: 'Autres comparaisons',
    cta: 'Essayer Brandloom gratuitement',
    rows: {
      pricing: 'Modèle de prix',
      free: 'Offre gratuite ou essai',
      output: 'Coût d’un résultat',
      brand: 'Kit de marque',
      text: 'Texte sur le visuel',
      formats: 'Autres tailles',
      video: 'Vidéo',
      hosting: 'Où il fonctionne',
      failed: 'Générations échouées',
    },
    brandloom: {
      pricing: 'Offres avec crédits mensuels : Plus 200, Flex un volume au choix jusqu’à 3 500.',
      free: 'Offre Free : 50 crédits par mois.',
      output: 'Image : 2, 6, 18 ou 14 crédits selon la qualité ; vidéo : de 24 à 200 crédits.',
      brand: 'Couleurs, polices, logos, icônes et ton par marque ; remplis par l’analyse du site.',
      text: 'Composé par notre moteur de rendu dans vos polices, exactement tel qu’écrit.',
      formats: 'Chaque format a sa propre mise en page : images 1:1, 2:3, 3:2.',
      video: 'Bêta ouverte : 16:9 et 9:16 à partir d’un visuel ou d’un import.',
      hosting: 'Hébergé, ou sur votre propre serveur (auto-hébergé, fonctionne hors ligne).',
      failed: 'Crédits rendus automatiquement ; chaque dépense et remboursement listés.',
    },
    tools: {
      canva: {
        summary:
          'Canva est une plateforme de design généraliste avec des modèles pour de nombreux usages ; Brandloom est conçu uniquement pour les visuels publicitaires à partir d’un prompt.',
        pricing: 'Abonnements ; certaines fonctions exigent une offre premium comme Canva Pro.',
        free: 'Une offre Canva Free existe.',
        brand: 'Les kits de marque se configurent dans l’onglet Marque (équipes).',
        formats:
          'Redimensionner un design vers d’autres tailles est une fonction premium ; les offres gratuites ont un essai limité.',
      },
      'adcreative-ai': {
        summary:
          'AdCreative.ai génère des visuels publicitaires à partir de votre marque et de votre produit ; ses offres sont exprimées en crédits par mois.',
        pricing: 'Abonnement avec crédits mensuels ; l’offre Starter indique 20 crédits par mois.',
        free: 'Un essai gratuit de 7 jours avec 20 crédits.',
      },
      'predis-ai': {
        summary:
          'Predis.ai génère des posts, des visuels publicitaires et des vidéos ; ses offres incluent un nombre mensuel de crédits.',
        pricing: 'Crédits mensuels par offre : Core 1 300, Rise 3 200, Enterprise+ 10 000 ; pas de report.',
        output: 'Visuel publicitaire ou post image : 20 crédits par image (visuel produit e-commerce : 25).',
        video: 'Vidéo standard : 140 crédits par tranche de 10 secondes.',
      },
      creatify: {
        summary:
          'Creatify se concentre sur les publicités vidéo, notamment avec avatars IA et vidéos produit ; la génération est décomptée en crédits.',
        pricing: 'Abonnement avec crédits mensuels ; les offres API sont présentées à part.',
        output:
          'Publicités vidéo IA et vidéos avec avatar : 5 crédits par tranche de 15 secondes ; le coût est affiché avant le rendu.',
        video:
          'La vidéo est le cœur du produit : publicités vidéo, vidéos avec avatar, clips courts et vidéos produit.',
      },
    },
    generators: {
      title: 'Générateurs de publicités par IA : ce qu’il faut vérifier avant de choisir',
      intro:
        'En démonstration, les outils publicitaires par IA se ressemblent. Les différences qui comptent apparaissent à la cinquième semaine : le vrai coût d’un visuel utilisable, le respect de la marque et l’endroit où vivent vos fichiers. Posez ces questions à chaque outil, le nôtre compris.',
      checklistTitle: 'Questions à poser',
      questions: {
        cost: 'Combien coûte un visuel utilisable, tentatives et retouches comprises, et pas seulement une génération ?',
        brand:
          'Votre logo, vos couleurs et vos polices sont-ils appliqués exactement ou imités par le modèle ?',
        text: 'Le titre est-il écrit exactement comme vous l’avez saisi, dans votre police ?',
        formats: 'Chaque format a-t-il sa propre mise en page, ou une image est-elle recadrée ?',
        failed: 'Les générations échouées ou bloquées sont-elles facturées ?',
        data: 'Où sont stockés vos fichiers de marque et vos visuels, et pouvez-vous l’héberger vous-même ?',
      },
      answerTitle: 'Les réponses de Brandloom',
    },
  },
  landing: {
    chat: {
      eyebrow: 'Du chat à la création',
      title: 'Écrivez le brief comme un message. Recevez les pubs.',
      body: 'Dites ce que vous lancez, où cela sera diffusé et l’effet recherché. Brandloom lit le brief, écrit les textes dans la langue de votre message et compose une mise en page propre à chaque format, au lieu de recadrer une image trois fois.',
      you: 'Vous',
      assistant: 'Brandloom',
      reply:
        'Trois créations pour {brand} : un post, une story et une bannière, aux couleurs, polices et logo de la marque.',
      formats: {
        square: 'Post · 1:1',
        portrait: 'Story · 2:3',
        landscape: 'Bannière · 3:2',
      },
      alt: 'Publicité créée par Brandloom pour {brand} : « {headline} »',
      note: 'Ces créations ont été produites par le moteur de rendu de Brandloom à partir du prompt ci-dessus, lors de la construction de cette page. Rien n’a été retouché.',
    },
    brands: {
      eyebrow: 'Pensé pour les marques',
      title: 'Votre charte appliquée à l’identique. À chaque fois.',
      body: 'Les modèles d’image devinent les logos et font des fautes dans les titres. Brandloom ne laisse pas cela à un modèle : votre logo est placé depuis votre propre fichier et vos textes sont composés dans vos polices par notre moteur de rendu.',
      points: {
        kit: {
          title: 'Une seule charte',
          body: 'Nom, site web, un court brief, couleurs, polices, logos pour fonds clairs et foncés, et votre ton. Chaque création faite avec la marque les utilise.',
        },
        scan: {
          title: 'Remplie depuis votre site',
          body: 'Saisissez votre adresse et l’analyse du site propose nom, couleurs, polices et logo. Vous vérifiez tout avant l’enregistrement.',
        },
        exact: {
          title: 'Logo et polices à l’identique',
          body: 'Le logo est exact au pixel près, et le titre, le sous-titre et le bouton sont écrits tels que vous les avez saisis, dans vos polices.',
        },
      },
      kitTitle: 'Charte de marque',
      kitAlt:
        'Charte de {brand} : le logo, quatre couleurs de marque et un aperçu des polices de titre et de texte',
      colours: 'Couleurs',
      fonts: 'Polices',
      headingFont: 'Titres :',
      bodyFont: 'Texte courant :',
      creativeAlt:
        'Une publicité d’offre pour {brand}, avec son logo, ses couleurs et ses polices : « {headline} »',
      sample:
        '{brand} est une marque d’exemple. Sa création a été produite à partir d’une offre d’une ligne lors de la construction de cette page.',
    },
    video: {
      eyebrow: 'Créations vidéo · bêta ouverte',
      title: 'Transformez une création terminée en courte vidéo.',
      body: 'Choisissez une création ou un import et décrivez le mouvement : un lent travelling avant, un panoramique, le titre qui glisse vers le haut. L’animateur garde texte, bouton et logo sur leurs propres calques, pour que les mots restent nets pendant que l’image bouge.',
      points: {
        formats:
          'Vertical 9:16 pour les stories et reels, horizontal 16:9 pour les fils et emplacements vidéo.',
        credits: 'Le coût en crédits s’affiche avant de commencer ; une vidéo qui échoue rend ses crédits.',
        download: 'Téléchargez-la en MP4 et publiez-la partout où vous faites de la publicité.',
      },
      clipLabel: 'Une création vidéo tirée de l’offre {brand} ci-dessus',
    },
    intro: {
      eyebrow: 'En action',
      title: 'De l’inscription à la vidéo téléchargée, en une prise',
      body: 'Un enregistrement d’écran du produit en une prise, seules les attentes de rendu sont raccourcies : s’inscrire, écrire un prompt, recevoir des créations, en animer une et télécharger le résultat.',
      videoLabel:
        'Enregistrement d’écran de Brandloom : inscription, prompt, créations, vidéo, téléchargement',
    },
    faq: {
      title: 'Vos questions, nos réponses',
      subtitle: 'Plus de réponses dans le centre d’aide.',
      helpLink: 'Ouvrir le centre d’aide',
      q1: 'Quelle différence avec un modèle d’image ?',
      a1: 'Un modèle peut peindre la scène, mais votre logo est intégré depuis votre propre fichier et le texte est composé dans vos polices par notre moteur de rendu. Le logo n’est donc jamais déformé et le titre est écrit exactement comme vous l’avez saisi.',
      q2: 'Ai-je besoin d’un logiciel de design ou d’un graphiste ?',
      a2: 'Non. Vous décrivez la campagne dans le chat et recevez des pubs prêtes en 1:1, 2:3 et 3:2. Pour en ajuster une, l’éditeur d’image et les variantes sont au même endroit.',
      q3: 'Combien ça coûte ?',
      a3: 'L’offre Free inclut 50 crédits par mois, sans carte. Une image coûte 2 crédits en qualité basse et jusqu’à 18 en haute ; le coût s’affiche sur le bouton avant de générer. Plus et Flex ajoutent des crédits, des qualités et des marques.',
      q4: 'Que deviennent mes crédits si une création échoue ?',
      a4: 'Ils sont réservés quand la création est mise en file, puis rendus automatiquement si elle échoue ou est bloquée. Chaque dépense et remboursement figure dans vos paramètres.',
      q5: 'Dans quelles langues peuvent être les pubs ?',
      a5: 'Anglais, allemand, français et espagnol. Les textes sont écrits dans la langue de votre prompt ou de votre marque.',
      q6: 'Puis-je utiliser les créations dans des pubs payantes ?',
      a6: 'Oui, vos créations vous appartiennent pour votre publicité. Assurez-vous aussi d’avoir le droit d’utiliser les photos et logos que vous importez.',
      q7: 'Puis-je héberger Brandloom sur mes propres serveurs ?',
      a7: 'Oui. Brandloom est un produit auto-hébergeable : il tourne avec une base de données et un moteur de rendu intégrés sur une seule machine, ou avec Postgres et un stockage compatible S3 quand vous grandissez.',
    },
  },
};
