import type { ArticleReaderTestTexts } from './en';

const es: ArticleReaderTestTexts = {
  testPage: {
    metaTitle: 'Página de prueba del lector de artículos',
    metaDescription:
      'Los dos motores del lector de artículos lado a lado, con las voces del navegador y el estado en vivo.',
    title: 'Página de prueba del lector de artículos',
    intro:
      'Comprueba las voces de este navegador y los dos motores del lector: su síntesis de voz y el audio grabado de un artículo, lado a lado, con el estado compartido y los eventos a medida que llegan.',
    sampleLanguage: 'Texto de ejemplo',
    browserEngine: 'Síntesis de voz del navegador',
    recordedEngine: 'Audio grabado',
    recordedSource: 'El audio grabado de los artículos más recientes que lo tienen: inicia uno y luego el otro.',
    noRecorded: 'Ningún artículo tiene audio grabado todavía.',
    voices: 'Voces de este navegador',
    noVoices: 'ninguna',
    state: 'Estado compartido',
    status: 'Estado',
    engine: 'Motor',
    segment: 'Segmento',
    range: 'Rango',
    word: 'Palabra',
    events: 'Eventos',
    clearEvents: 'Borrar los eventos',
  },
};

export default es;
