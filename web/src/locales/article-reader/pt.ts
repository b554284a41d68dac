import type { ArticleReaderTexts } from './en';

const pt: ArticleReaderTexts = {
  articleReader: {
    title: 'Ouvir este artigo',
    play: 'Reproduzir',
    pause: 'Pausar',
    stop: 'Parar',
    previous: 'Frase anterior',
    next: 'Próxima frase',
    voice: 'Voz',
    female: 'Feminina',
    male: 'Masculina',
    volume: 'Volume',
    speed: 'Velocidade',
    progress: 'Posição no artigo',
    progressValue: 'frase {{current}} de {{total}}',
    recorded: 'Áudio gravado',
    browser: 'A voz do seu navegador',
    engine: 'Lendo com: {{engine}}',
    loading: 'Preparando a leitura…',
    noSpeech: 'O seu navegador não consegue ler em voz alta.',
    noVoices: 'O seu navegador não tem nenhuma voz para ler este artigo.',
    offerRecorded: 'Há uma gravação deste artigo disponível.',
    playRecorded: 'Ouvir a gravação',
    noFemaleVoice: 'Nenhuma voz feminina para este idioma: uma voz masculina o lê.',
    noMaleVoice: 'Nenhuma voz masculina para este idioma: uma voz feminina o lê.',
    audioFailed: 'Não foi possível carregar o áudio gravado: a voz do seu navegador lê no lugar dele.',
    resumeFrom: 'Continua na frase {{current}}.',
    shortcuts: 'Atalhos de teclado',
    shortcutPlay: 'Alt + Shift + P: reproduzir ou pausar',
    shortcutStop: 'Alt + Shift + S: parar',
    shortcutPrevious: 'Alt + Shift + vírgula: frase anterior',
    shortcutNext: 'Alt + Shift + ponto: próxima frase',
  },
};

export default pt;
