/**
 * English texts of the listen-to-the-article reader (spec §3 "articleReader": voice, volume, speed) and of its test
 * page `/test-hybrid-reader`: the reference for the nine other languages. Loaded with the reader's own chunk.
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
  testPage: {
    metaTitle: 'Article reader test page',
    metaDescription: "Both engines of the article reader side by side, with the browser's voices and the live state.",
    title: 'Article reader test page',
    intro:
      "Check this browser's voices and both engines of the article reader: its speech synthesis and the recorded audio of an article, side by side, with the shared state and the events as they arrive.",
    sampleLanguage: 'Sample text',
    browserEngine: 'Speech synthesis of the browser',
    recordedEngine: 'Recorded audio',
    recordedSource: 'The recorded audio of the newest articles that have some: start one, then the other.',
    noRecorded: 'No article has recorded audio yet.',
    voices: 'Voices of this browser',
    noVoices: 'none',
    state: 'Shared state',
    status: 'Status',
    engine: 'Engine',
    segment: 'Segment',
    range: 'Range',
    word: 'Word',
    events: 'Events',
    clearEvents: 'Clear the events',
  },
};

export type ArticleReaderTexts = typeof en;
export default en;
