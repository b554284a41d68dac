import type { BlogPostTexts } from './en';

const fr: BlogPostTexts = {
  meta: {
    articleTitle: 'Article · Camille Laurent',
    articleDescription: 'Un article du blog de Camille Laurent.',
  },
  blogPost: {
    listen: 'Écouter cet article',
    listenPlay: 'Lire',
    loading: 'Chargement de l’article…',
    errorTitle: 'L’article n’a pas pu être chargé',
    errorText: 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    backToBlog: 'Tous les articles',
    published: 'Publié le {{date}}',
    updated: 'Mis à jour le {{date}}',
    readingTime: '{{minutes}} min de lecture',
    views: 'Vues : {{number}}',
    tags: 'Étiquettes',
    keywords: 'Mots-clés',
    toc: {
      title: 'Sommaire',
      show: 'Afficher le sommaire',
    },
    languages: {
      title: 'Aussi dans d’autres langues',
      current: 'Vous lisez la version {{language}}.',
    },
    neighbours: {
      title: 'Plus d’articles du blog',
      previous: 'Article précédent',
      next: 'Article suivant',
    },
    related: 'Articles liés',
    share: {
      title: 'Partager cet article',
      open: 'Partager',
      twitter: 'Partager sur X (Twitter)',
      linkedin: 'Partager sur LinkedIn',
      facebook: 'Partager sur Facebook',
      reddit: 'Partager sur Reddit',
      whatsapp: 'Envoyer avec WhatsApp',
      telegram: 'Envoyer avec Telegram',
      email: 'Envoyer par e-mail',
      hackerNews: 'Proposer sur Hacker News',
      pocket: 'Enregistrer dans Pocket',
      native: 'Autres façons de partager…',
      copy: 'Copier le lien',
    },
    toasts: {
      unavailable: 'Partage indisponible',
      unavailableText: 'Cet article n’a pas encore d’adresse à partager.',
      failed: 'Échec du partage',
      failedText: 'La fenêtre de partage n’a pas pu s’ouvrir. Autorisez les fenêtres pour ce site et réessayez.',
      copied: 'Lien copié',
      copyFailed: 'Échec de la copie',
      copyFailedText: 'Ce navigateur n’a pas permis à la page d’écrire dans le presse-papiers.',
    },
  },
};

export default fr;
