import type { BlogPostTexts } from './en';

const it: BlogPostTexts = {
  meta: {
    articleTitle: 'Articolo · Camille Laurent',
    articleDescription: 'Un articolo dal blog di Camille Laurent.',
  },
  blogPost: {
    listen: 'Ascolta questo articolo',
    listenPlay: 'Riproduci',
    loading: 'Caricamento dell’articolo…',
    errorTitle: 'Impossibile caricare l’articolo',
    errorText: 'Controlla la connessione e riprova.',
    retry: 'Riprova',
    backToBlog: 'Tutti gli articoli',
    published: 'Pubblicato il {{date}}',
    updated: 'Aggiornato il {{date}}',
    readingTime: '{{minutes}} min di lettura',
    views: 'Visualizzazioni: {{number}}',
    tags: 'Tag',
    keywords: 'Parole chiave',
    toc: {
      title: 'Indice',
      show: 'Mostra l’indice',
    },
    languages: {
      title: 'Anche in altre lingue',
      current: 'Stai leggendo la versione in {{language}}.',
    },
    neighbours: {
      title: 'Altro dal blog',
      previous: 'Articolo precedente',
      next: 'Articolo successivo',
    },
    related: 'Articoli correlati',
    share: {
      title: 'Condividi questo articolo',
      open: 'Condividi',
      twitter: 'Condividi su X (Twitter)',
      linkedin: 'Condividi su LinkedIn',
      facebook: 'Condividi su Facebook',
      reddit: 'Condividi su Reddit',
      whatsapp: 'Invia con WhatsApp',
      telegram: 'Invia con Telegram',
      email: 'Invia per email',
      hackerNews: 'Proponi su Hacker News',
      pocket: 'Salva in Pocket',
      native: 'Altri modi per condividere…',
      copy: 'Copia il link',
    },
    toasts: {
      unavailable: 'Condivisione non disponibile',
      unavailableText: 'Questo articolo non ha ancora un indirizzo da condividere.',
      failed: 'Condivisione non riuscita',
      failedText: 'Impossibile aprire la finestra di condivisione. Consenti i pop-up per questo sito e riprova.',
      copied: 'Link copiato',
      copyFailed: 'Copia non riuscita',
      copyFailedText: 'Questo browser non ha permesso alla pagina di scrivere negli appunti.',
    },
  },
};

export default it;
