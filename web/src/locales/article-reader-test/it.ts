import type { ArticleReaderTestTexts } from './en';

const it: ArticleReaderTestTexts = {
  testPage: {
    metaTitle: 'Pagina di prova del lettore di articoli',
    metaDescription:
      'I due motori del lettore di articoli affiancati, con le voci del browser e lo stato in tempo reale.',
    title: 'Pagina di prova del lettore di articoli',
    intro:
      'Verifica le voci di questo browser e i due motori del lettore: la sua sintesi vocale e l’audio registrato di un articolo, affiancati, con lo stato condiviso e gli eventi man mano che arrivano.',
    sampleLanguage: 'Testo di esempio',
    browserEngine: 'Sintesi vocale del browser',
    recordedEngine: 'Audio registrato',
    recordedSource: 'L’audio registrato degli articoli più recenti che ne hanno uno: avviane uno, poi l’altro.',
    noRecorded: 'Nessun articolo ha ancora un audio registrato.',
    voices: 'Voci di questo browser',
    noVoices: 'nessuna',
    state: 'Stato condiviso',
    status: 'Stato',
    engine: 'Motore',
    segment: 'Segmento',
    range: 'Intervallo',
    word: 'Parola',
    events: 'Eventi',
    clearEvents: 'Cancella gli eventi',
  },
};

export default it;
