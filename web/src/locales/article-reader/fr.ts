import type { ArticleReaderTexts } from './en';

const fr: ArticleReaderTexts = {
  articleReader: {
    title: 'Écouter cet article',
    play: 'Lire',
    pause: 'Pause',
    stop: 'Arrêter',
    previous: 'Phrase précédente',
    next: 'Phrase suivante',
    voice: 'Voix',
    female: 'Féminine',
    male: 'Masculine',
    volume: 'Volume',
    speed: 'Vitesse',
    progress: 'Position dans l’article',
    progressValue: 'phrase {{current}} sur {{total}}',
    recorded: 'Audio enregistré',
    browser: 'La voix de votre navigateur',
    engine: 'Lecture avec : {{engine}}',
    loading: 'Préparation de la lecture…',
    noSpeech: 'Votre navigateur ne sait pas lire à voix haute.',
    noVoices: 'Votre navigateur n’a aucune voix pour lire cet article.',
    offerRecorded: 'Un enregistrement de cet article est disponible.',
    playRecorded: 'Écouter l’enregistrement',
    noFemaleVoice: 'Pas de voix féminine pour cette langue : une voix masculine la lit.',
    noMaleVoice: 'Pas de voix masculine pour cette langue : une voix féminine la lit.',
    audioFailed: 'L’audio enregistré n’a pas pu être chargé : la voix de votre navigateur prend le relais.',
    resumeFrom: 'Reprise à la phrase {{current}}.',
    shortcuts: 'Raccourcis clavier',
    shortcutPlay: 'Alt + Maj + P : lire ou mettre en pause',
    shortcutStop: 'Alt + Maj + S : arrêter',
    shortcutPrevious: 'Alt + Maj + virgule : phrase précédente',
    shortcutNext: 'Alt + Maj + point : phrase suivante',
  },
};

export default fr;
