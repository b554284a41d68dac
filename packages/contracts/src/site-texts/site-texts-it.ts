import { personName, type SiteTexts } from '../site-person.ts';

export const siteTextsIt: SiteTexts = {
  role: 'Sviluppatrice full-stack TypeScript',
  tagline:
    'Realizzo applicazioni web veloci e accessibili, dal primo schizzo alla produzione, pensando alle persone che le usano.',
  home: {
    heading: personName,
    title: 'Camille Laurent · Sviluppatrice full-stack',
    description:
      'Portfolio di Camille Laurent, sviluppatrice full-stack TypeScript: competenze, strumenti, esperienze, documenti e piccoli giochi nel browser.',
  },
  blog: {
    heading: 'Blog',
    title: 'Blog · Camille Laurent',
    description:
      'Gli articoli di Camille Laurent su sviluppo web, React, CSS, architettura, machine learning e privacy, in più lingue.',
  },
  games: {
    heading: 'Giochi',
    title: 'Giochi · Camille Laurent',
    description:
      'Tre piccoli giochi per fare una pausa: Snake, 2048 e Memory, giocabili con la tastiera e sullo schermo tattile.',
  },
  notFound: {
    heading: 'Pagina non trovata',
    title: 'Pagina non trovata · Camille Laurent',
    description: 'Questa pagina non esiste o è stata spostata.',
  },
};
