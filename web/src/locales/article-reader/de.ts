import type { ArticleReaderTexts } from './en';

const de: ArticleReaderTexts = {
  articleReader: {
    title: 'Diesen Artikel anhören',
    play: 'Abspielen',
    pause: 'Anhalten',
    stop: 'Beenden',
    previous: 'Vorheriger Satz',
    next: 'Nächster Satz',
    voice: 'Stimme',
    female: 'Weiblich',
    male: 'Männlich',
    volume: 'Lautstärke',
    speed: 'Tempo',
    progress: 'Position im Artikel',
    progressValue: 'Satz {{current}} von {{total}}',
    recorded: 'Aufgenommenes Audio',
    browser: 'Die Stimme Ihres Browsers',
    engine: 'Vorgelesen mit: {{engine}}',
    loading: 'Vorlesen wird vorbereitet…',
    noSpeech: 'Ihr Browser kann nicht vorlesen.',
    noVoices: 'Ihr Browser hat keine Stimme, um diesen Artikel vorzulesen.',
    offerRecorded: 'Eine Aufnahme dieses Artikels ist verfügbar.',
    playRecorded: 'Die Aufnahme abspielen',
    noFemaleVoice: 'Keine weibliche Stimme für diese Sprache: eine männliche Stimme liest.',
    noMaleVoice: 'Keine männliche Stimme für diese Sprache: eine weibliche Stimme liest.',
    audioFailed: 'Das aufgenommene Audio konnte nicht geladen werden: Die Stimme Ihres Browsers liest stattdessen.',
    resumeFrom: 'Weiter bei Satz {{current}}.',
    shortcuts: 'Tastenkürzel',
    shortcutPlay: 'Alt + Umschalt + P: abspielen oder anhalten',
    shortcutStop: 'Alt + Umschalt + S: beenden',
    shortcutPrevious: 'Alt + Umschalt + Komma: vorheriger Satz',
    shortcutNext: 'Alt + Umschalt + Punkt: nächster Satz',
  },
};

export default de;
