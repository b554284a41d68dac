/**
 * English texts of the article reader's test page `/test-hybrid-reader`: the reference for the nine other
 * languages. Apart from the reader's own, so that an article's reader does not download them.
 */
const en = {
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

export type ArticleReaderTestTexts = typeof en;
export default en;
