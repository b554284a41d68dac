import type { BlogPostTexts } from './en';

const de: BlogPostTexts = {
  meta: {
    articleTitle: 'Artikel · Camille Laurent',
    articleDescription: 'Ein Artikel aus dem Blog von Camille Laurent.',
  },
  blogPost: {
    listen: 'Diesen Artikel anhören',
    listenPlay: 'Abspielen',
    loading: 'Der Artikel wird geladen…',
    errorTitle: 'Der Artikel konnte nicht geladen werden',
    errorText: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    backToBlog: 'Alle Artikel',
    published: 'Veröffentlicht am {{date}}',
    updated: 'Aktualisiert am {{date}}',
    readingTime: '{{minutes}} Min. Lesezeit',
    views: 'Aufrufe: {{number}}',
    tags: 'Schlagwörter',
    keywords: 'Stichwörter',
    toc: {
      title: 'Inhaltsverzeichnis',
      show: 'Inhaltsverzeichnis anzeigen',
    },
    languages: {
      title: 'Auch in anderen Sprachen',
      current: 'Sie lesen die Version auf {{language}}.',
    },
    neighbours: {
      title: 'Mehr aus dem Blog',
      previous: 'Vorheriger Artikel',
      next: 'Nächster Artikel',
    },
    related: 'Verwandte Artikel',
    share: {
      title: 'Diesen Artikel teilen',
      open: 'Teilen',
      twitter: 'Auf X (Twitter) teilen',
      linkedin: 'Auf LinkedIn teilen',
      facebook: 'Auf Facebook teilen',
      reddit: 'Auf Reddit teilen',
      whatsapp: 'Mit WhatsApp senden',
      telegram: 'Mit Telegram senden',
      email: 'Per E-Mail senden',
      hackerNews: 'Bei Hacker News einreichen',
      pocket: 'In Pocket speichern',
      native: 'Weitere Möglichkeiten zum Teilen…',
      copy: 'Link kopieren',
    },
    toasts: {
      unavailable: 'Teilen nicht möglich',
      unavailableText: 'Dieser Artikel hat noch keine Adresse zum Teilen.',
      failed: 'Teilen fehlgeschlagen',
      failedText:
        'Das Fenster zum Teilen konnte nicht geöffnet werden. Erlauben Sie Pop-ups für diese Website und versuchen Sie es erneut.',
      copied: 'Link kopiert',
      copyFailed: 'Kopieren fehlgeschlagen',
      copyFailedText: 'Dieser Browser hat der Seite den Zugriff auf die Zwischenablage verweigert.',
    },
  },
};

export default de;
