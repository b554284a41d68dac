import { siteTextsIt } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const it: HomeTexts = {
  meta: {
    homeTitle: siteTextsIt.home.title,
    homeDescription: siteTextsIt.home.description,
  },
  hero: {
    greeting: 'Ciao, sono',
    role: siteTextsIt.role,
    tagline: siteTextsIt.tagline,
    location: 'Vivo a Lione, in Francia · disponibile per il lavoro da remoto',
    primaryAction: 'Scarica il mio curriculum',
    secondaryAction: 'Gioca a un gioco',
  },
  presentation: {
    title: 'Chi sono',
    paragraph1:
      'Da dodici anni trasformo idee in prodotti web: cruscotti per reti energetiche, percorsi di prenotazione per viaggiatori, strumenti bancari che migliaia di consulenti aprono ogni mattina.',
    paragraph2:
      'Mi piacciono i team piccoli, il codice chiaro e i risultati misurabili. Scrivo prima i test quando le regole sono sottili e misuro prima di ottimizzare.',
    paragraph3:
      'Fuori dal lavoro seguo sviluppatori alle prime armi, parlo di accessibilità negli incontri locali e creo piccoli giochi come quelli di questo sito.',
  },
  skills: {
    title: 'Competenze',
    intro: 'Quello che porto a un team, giorno dopo giorno.',
    frontend: {
      title: 'Architettura front-end',
      description:
        'Applicazioni React che restano veloci mentre crescono: routing, caricamento dei dati, stato e design system.',
    },
    backend: {
      title: 'API e servizi',
      description: 'Servizi Node.js con contratti chiari, validazione al confine e un archivio che resiste ai guasti.',
    },
    devops: {
      title: 'Rilascio e gestione',
      description: 'Container, integrazione continua e osservabilità, perché ogni rilascio sia un non-evento.',
    },
    accessibility: {
      title: 'Accessibilità',
      description:
        'Interfacce che funzionano con la tastiera, con un lettore di schermo o con lo zoom al 400 %, verificate a ogni modifica.',
    },
    performance: {
      title: 'Prestazioni web',
      description:
        'Budget per JavaScript e immagini, caricamento differito e Core Web Vitals monitorati in produzione.',
    },
    testing: {
      title: 'Test',
      description: 'Test unitari dove vive la logica, test end-to-end in un vero browser dove le persone fanno clic.',
    },
  },
  tools: {
    title: 'Strumenti',
    intro: 'Gli strumenti che uso per primi e che conosco abbastanza da insegnarli.',
    languages: 'Linguaggi',
    frameworks: 'Framework e librerie',
    data: 'Basi di dati',
    infrastructure: 'Infrastruttura',
    quality: 'Qualità',
  },
  companies: {
    title: 'Esperienze',
    intro: 'Sei aziende, sei prodotti molto diversi.',
    present: 'oggi',
    company1: {
      role: 'Sviluppatrice full-stack senior',
      description: 'Guida il cruscotto di analisi usato da trecento clienti; ne ha dimezzato il tempo di caricamento.',
    },
    company2: {
      role: 'Sviluppatrice full-stack',
      description:
        'Ha realizzato applicazioni web su misura per musei e servizi pubblici, con una verifica di accessibilità a ogni versione.',
    },
    company3: {
      role: 'Sviluppatrice front-end',
      description:
        'Ha riscritto il percorso di prenotazione di una start-up di viaggi come applicazione web progressiva che funziona offline.',
    },
    company4: {
      role: 'Ingegnera del software',
      description:
        'Ha sviluppato strumenti bancari interni per i consulenti, con revisioni di sicurezza rigorose e tracciabilità completa.',
    },
    company5: {
      role: 'Sviluppatrice web',
      description: 'Ha creato schermate di monitoraggio in tempo reale per parchi solari ed eolici.',
    },
    company6: {
      role: 'Sviluppatrice junior',
      description: 'Ha imparato il mestiere con siti e negozi online per designer indipendenti.',
    },
  },
  documentation: {
    title: 'Documenti',
    intro: 'Scarica questi documenti per saperne di più sul mio modo di lavorare.',
    download: 'Scarica',
    details: 'PDF · {{size}} · in inglese',
    resume: {
      title: 'Curriculum',
      description: 'Due pagine: esperienze, competenze, formazione e lingue.',
    },
    architecture: {
      title: "Manuale d'architettura",
      description: 'I principi che seguo per progettare applicazioni web durature.',
    },
    caseStudy: {
      title: 'Caso di studio: prenotare senza connessione',
      description: 'Come un percorso di prenotazione di viaggi ha continuato a funzionare su treni e in aeroporto.',
    },
  },
};

export default it;
