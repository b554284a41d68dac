import type { LanguageContent } from '@portfolio/contracts';

/** The sample persona's home page in it (the texts the web app's dictionaries carried before #19). */
export const seedIt: LanguageContent = {
  hero: {
    greeting: 'Ciao, sono',
    role: 'Sviluppatrice full-stack TypeScript',
    tagline:
      'Realizzo applicazioni web veloci e accessibili, dal primo schizzo alla produzione, pensando alle persone che le usano.',
    location: 'Vivo a Lione, in Francia · disponibile per il lavoro da remoto',
    primaryAction: 'Scarica il mio curriculum',
    secondaryAction: 'Gioca a un gioco',
  },
  presentation: {
    title: 'Chi sono',
    paragraphs: [
      'Da dodici anni trasformo idee in prodotti web: cruscotti per reti energetiche, percorsi di prenotazione per viaggiatori, strumenti bancari che migliaia di consulenti aprono ogni mattina.',
      'Mi piacciono i team piccoli, il codice chiaro e i risultati misurabili. Scrivo prima i test quando le regole sono sottili e misuro prima di ottimizzare.',
      'Fuori dal lavoro seguo sviluppatori alle prime armi, parlo di accessibilità negli incontri locali e creo piccoli giochi come quelli di questo sito.',
    ],
  },
  skills: {
    title: 'Competenze',
    intro: 'Quello che porto a un team, giorno dopo giorno.',
    items: [
      {
        icon: 'layout-dashboard',
        title: 'Architettura front-end',
        description:
          'Applicazioni React che restano veloci mentre crescono: routing, caricamento dei dati, stato e design system.',
      },
      {
        icon: 'server',
        title: 'API e servizi',
        description:
          'Servizi Node.js con contratti chiari, validazione al confine e un archivio che resiste ai guasti.',
      },
      {
        icon: 'rocket',
        title: 'Rilascio e gestione',
        description: 'Container, integrazione continua e osservabilità, perché ogni rilascio sia un non-evento.',
      },
      {
        icon: 'accessibility',
        title: 'Accessibilità',
        description:
          'Interfacce che funzionano con la tastiera, con un lettore di schermo o con lo zoom al 400 %, verificate a ogni modifica.',
      },
      {
        icon: 'gauge',
        title: 'Prestazioni web',
        description:
          'Budget per JavaScript e immagini, caricamento differito e Core Web Vitals monitorati in produzione.',
      },
      {
        icon: 'flask-conical',
        title: 'Test',
        description: 'Test unitari dove vive la logica, test end-to-end in un vero browser dove le persone fanno clic.',
      },
    ],
  },
  tools: {
    title: 'Strumenti',
    intro: 'Gli strumenti che uso per primi e che conosco abbastanza da insegnarli.',
    groups: [
      {
        name: 'Linguaggi',
        tools: ['TypeScript', 'JavaScript', 'SQL', 'Python'],
      },
      {
        name: 'Framework e librerie',
        tools: ['React', 'Node.js', 'Koa', 'Vite', 'Tailwind CSS'],
      },
      {
        name: 'Basi di dati',
        tools: ['PostgreSQL', 'MongoDB', 'Redis', 'SQLite'],
      },
      {
        name: 'Infrastruttura',
        tools: ['Docker', 'nginx', 'GitHub Actions', 'Linux'],
      },
      {
        name: 'Qualità',
        tools: ['Vitest', 'Playwright', 'ESLint', 'axe'],
      },
    ],
  },
  companies: {
    title: 'Esperienze',
    intro: 'Sei aziende, sei prodotti molto diversi.',
    items: [
      {
        name: 'Nimbus Analytics',
        role: 'Sviluppatrice full-stack senior',
        start: '2022-03',
        end: null,
        description:
          'Guida il cruscotto di analisi usato da trecento clienti; ne ha dimezzato il tempo di caricamento.',
      },
      {
        name: 'Atelier Numérique',
        role: 'Sviluppatrice full-stack',
        start: '2019-09',
        end: '2022-02',
        description:
          'Ha realizzato applicazioni web su misura per musei e servizi pubblici, con una verifica di accessibilità a ogni versione.',
      },
      {
        name: 'Voyageo',
        role: 'Sviluppatrice front-end',
        start: '2017-06',
        end: '2019-08',
        description:
          'Ha riscritto il percorso di prenotazione di una start-up di viaggi come applicazione web progressiva che funziona offline.',
      },
      {
        name: 'Banque Horizon',
        role: 'Ingegnera del software',
        start: '2015-10',
        end: '2017-05',
        description:
          'Ha sviluppato strumenti bancari interni per i consulenti, con revisioni di sicurezza rigorose e tracciabilità completa.',
      },
      {
        name: 'GreenGrid Energy',
        role: 'Sviluppatrice web',
        start: '2014-01',
        end: '2015-09',
        description: 'Ha creato schermate di monitoraggio in tempo reale per parchi solari ed eolici.',
      },
      {
        name: 'Studio Pixelle',
        role: 'Sviluppatrice junior',
        start: '2012-09',
        end: '2013-12',
        description: 'Ha imparato il mestiere con siti e negozi online per designer indipendenti.',
      },
    ],
  },
  documentation: {
    title: 'Documenti',
    intro: 'Scarica questi documenti per saperne di più sul mio modo di lavorare.',
    items: [
      {
        key: 'resume',
        title: 'Curriculum',
        description: 'Due pagine: esperienze, competenze, formazione e lingue.',
        file: null,
      },
      {
        key: 'architecture',
        title: "Manuale d'architettura",
        description: 'I principi che seguo per progettare applicazioni web durature.',
        file: null,
      },
      {
        key: 'case-study',
        title: 'Caso di studio: prenotare senza connessione',
        description: 'Come un percorso di prenotazione di viaggi ha continuato a funzionare su treni e in aeroporto.',
        file: null,
      },
    ],
  },
};
