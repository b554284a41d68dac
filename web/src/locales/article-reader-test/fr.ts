import type { ArticleReaderTestTexts } from './en';

const fr: ArticleReaderTestTexts = {
  testPage: {
    metaTitle: 'Page de test du lecteur d’articles',
    metaDescription:
      'Les deux moteurs du lecteur d’articles côte à côte, avec les voix du navigateur et l’état en direct.',
    title: 'Page de test du lecteur d’articles',
    intro:
      'Vérifiez les voix de ce navigateur et les deux moteurs du lecteur : sa synthèse vocale et l’audio enregistré d’un article, côte à côte, avec l’état partagé et les événements à mesure qu’ils arrivent.',
    sampleLanguage: 'Texte d’exemple',
    browserEngine: 'Synthèse vocale du navigateur',
    recordedEngine: 'Audio enregistré',
    recordedSource: 'L’audio enregistré des articles les plus récents qui en ont : lancez l’un, puis l’autre.',
    noRecorded: 'Aucun article n’a encore d’audio enregistré.',
    voices: 'Voix de ce navigateur',
    noVoices: 'aucune',
    state: 'État partagé',
    status: 'Statut',
    engine: 'Moteur',
    segment: 'Segment',
    range: 'Plage',
    word: 'Mot',
    events: 'Événements',
    clearEvents: 'Effacer les événements',
  },
};

export default fr;
