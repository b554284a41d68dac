/**
 * English texts of the listen-to-the-article reader (spec §3 "articleReader": voice, volume, speed): the reference
 * for the nine other languages. Loaded with the reader's own chunk.
 */
const en = {
  articleReader: {
    title: 'Listen to this article',
    play: 'Play',
    pause: 'Pause',
    stop: 'Stop',
    previous: 'Previous sentence',
    next: 'Next sentence',
    voice: 'Voice',
    female: 'Female',
    male: 'Male',
    volume: 'Volume',
    speed: 'Speed',
    progress: 'Position in the article',
    progressValue: 'sentence {{current}} of {{total}}',
    recorded: 'Recorded audio',
    browser: "Your browser's voice",
    engine: 'Reading with: {{engine}}',
    loading: 'Preparing the reading…',
    noSpeech: 'Your browser cannot read aloud.',
    noVoices: 'Your browser has no voice to read this article.',
    offerRecorded: 'A recording of this article is available.',
    playRecorded: 'Play the recorded audio',
    noFemaleVoice: 'No female voice for this language: a male voice reads it.',
    noMaleVoice: 'No male voice for this language: a female voice reads it.',
    audioFailed: "The recorded audio could not be loaded: your browser's voice reads instead.",
    resumeFrom: 'Resumes at sentence {{current}}.',
    shortcuts: 'Keyboard shortcuts',
    shortcutPlay: 'Alt + Shift + P: play or pause',
    shortcutStop: 'Alt + Shift + S: stop',
    shortcutPrevious: 'Alt + Shift + comma: previous sentence',
    shortcutNext: 'Alt + Shift + full stop: next sentence',
  },
};

export type ArticleReaderTexts = typeof en;
export default en;
