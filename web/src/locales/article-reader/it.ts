import type { ArticleReaderTexts } from './en';

const it: ArticleReaderTexts = {
  articleReader: {
    title: 'Ascolta questo articolo',
    play: 'Riproduci',
    pause: 'Pausa',
    stop: 'Ferma',
    previous: 'Frase precedente',
    next: 'Frase successiva',
    voice: 'Voce',
    female: 'Femminile',
    male: 'Maschile',
    volume: 'Volume',
    speed: 'Velocità',
    progress: 'Posizione nell’articolo',
    progressValue: 'frase {{current}} di {{total}}',
    recorded: 'Audio registrato',
    browser: 'La voce del tuo browser',
    engine: 'Lettura con: {{engine}}',
    loading: 'Preparazione della lettura…',
    noSpeech: 'Il tuo browser non può leggere ad alta voce.',
    noVoices: 'Il tuo browser non ha nessuna voce per leggere questo articolo.',
    offerRecorded: 'È disponibile una registrazione di questo articolo.',
    playRecorded: 'Ascolta la registrazione',
    noFemaleVoice: 'Nessuna voce femminile per questa lingua: la legge una voce maschile.',
    noMaleVoice: 'Nessuna voce maschile per questa lingua: la legge una voce femminile.',
    audioFailed: 'Impossibile caricare l’audio registrato: legge la voce del tuo browser.',
    resumeFrom: 'Riprende dalla frase {{current}}.',
    shortcuts: 'Scorciatoie da tastiera',
    shortcutPlay: 'Alt + Maiusc + P: riproduci o metti in pausa',
    shortcutStop: 'Alt + Maiusc + S: ferma',
    shortcutPrevious: 'Alt + Maiusc + virgola: frase precedente',
    shortcutNext: 'Alt + Maiusc + punto: frase successiva',
  },
};

export default it;
