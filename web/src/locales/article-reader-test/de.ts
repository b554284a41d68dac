import type { ArticleReaderTestTexts } from './en';

const de: ArticleReaderTestTexts = {
  testPage: {
    metaTitle: 'Testseite des Artikel-Vorlesers',
    metaDescription: 'Beide Engines des Vorlesers nebeneinander, mit den Stimmen des Browsers und dem Live-Zustand.',
    title: 'Testseite des Artikel-Vorlesers',
    intro:
      'Prüfen Sie die Stimmen dieses Browsers und beide Engines des Vorlesers: seine Sprachsynthese und das aufgenommene Audio eines Artikels, nebeneinander, mit dem gemeinsamen Zustand und den Ereignissen, sobald sie eintreffen.',
    sampleLanguage: 'Beispieltext',
    browserEngine: 'Sprachsynthese des Browsers',
    recordedEngine: 'Aufgenommenes Audio',
    recordedSource: 'Das aufgenommene Audio der neuesten Artikel, die eines haben: starten Sie eines, dann das andere.',
    noRecorded: 'Noch kein Artikel hat aufgenommenes Audio.',
    voices: 'Stimmen dieses Browsers',
    noVoices: 'keine',
    state: 'Gemeinsamer Zustand',
    status: 'Status',
    engine: 'Engine',
    segment: 'Abschnitt',
    range: 'Bereich',
    word: 'Wort',
    events: 'Ereignisse',
    clearEvents: 'Ereignisse löschen',
  },
};

export default de;
