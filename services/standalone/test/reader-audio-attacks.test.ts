import { describe } from 'vitest';
import { itAnswersReaderAudioAttacks } from '../../content/test/attack-reader-audio-front.ts';
import { useDocumentsStandalone } from './documents-standalone.ts';

/** The reader's audio through the single-machine dispatcher, its audio made at once (no delay after a change). */
const url = useDocumentsStandalone({ env: { READER_AUDIO_DELAY_SECONDS: '0', READER_AUDIO_LANGUAGES: 'en' } });

describe('the reader’s audio through the dispatcher, attacked', () => {
  itAnswersReaderAudioAttacks(url);
});
