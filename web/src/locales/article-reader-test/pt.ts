import type { ArticleReaderTestTexts } from './en';

const pt: ArticleReaderTestTexts = {
  testPage: {
    metaTitle: 'Página de teste do leitor de artigos',
    metaDescription: 'Os dois motores do leitor de artigos lado a lado, com as vozes do navegador e o estado ao vivo.',
    title: 'Página de teste do leitor de artigos',
    intro:
      'Verifique as vozes deste navegador e os dois motores do leitor: a sua síntese de voz e o áudio gravado de um artigo, lado a lado, com o estado partilhado e os eventos à medida que chegam.',
    sampleLanguage: 'Texto de exemplo',
    browserEngine: 'Síntese de voz do navegador',
    recordedEngine: 'Áudio gravado',
    recordedSource: 'O áudio gravado dos artigos mais recentes que o têm: inicie um e depois o outro.',
    noRecorded: 'Nenhum artigo tem áudio gravado ainda.',
    voices: 'Vozes deste navegador',
    noVoices: 'nenhuma',
    state: 'Estado partilhado',
    status: 'Situação',
    engine: 'Motor',
    segment: 'Segmento',
    range: 'Intervalo',
    word: 'Palavra',
    events: 'Eventos',
    clearEvents: 'Limpar os eventos',
  },
};

export default pt;
