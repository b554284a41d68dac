import { siteTextsIt, tagLabelsIt } from '@portfolio/contracts';
import type { BlogTexts } from './en';

const it: BlogTexts = {
  meta: {
    blogTitle: siteTextsIt.blog.title,
    blogDescription: siteTextsIt.blog.description,
  },
  blog: {
    title: 'Blog',
    intro:
      'Appunti dalla costruzione di applicazioni web veloci e accessibili, e ciò che i progetti mi hanno insegnato.',
    searchLabel: 'Cerca negli articoli',
    searchPlaceholder: 'Cerca in qualsiasi lingua…',
    clearSearch: 'Cancella la ricerca',
    tagsLabel: 'Filtra per tag',
    languageLabel: "Lingua dell'articolo",
    allLanguages: 'Tutte le lingue',
    results: 'Articoli trovati: {{count}}',
    loading: 'Caricamento degli articoli…',
    emptyTitle: 'Nessun articolo corrisponde',
    emptyText: 'Prova altre parole, un altro tag o tutte le lingue.',
    resetFilters: 'Azzera i filtri',
    errorTitle: 'Non è stato possibile caricare gli articoli',
    errorText: 'Controlla la connessione e riprova.',
    retry: 'Riprova',
    pagination: 'Pagine di articoli',
    previous: 'Precedente',
    next: 'Successiva',
    page: 'Pagina {{page}}',
  },
  card: {
    readingTime: '{{minutes}} min di lettura',
    views: 'Visualizzazioni',
    tags: 'Tag',
    language: 'Scritto in',
  },
  latest: {
    title: 'Ultimi articoli',
    intro: 'Di cosa ho scritto di recente.',
    all: 'Tutti gli articoli',
    empty: 'Non è ancora stato pubblicato nessun articolo.',
    error: 'Non è stato possibile caricare gli ultimi articoli.',
  },
  tags: tagLabelsIt,
};

export default it;
