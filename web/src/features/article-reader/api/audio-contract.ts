// First: zod is told not to probe for eval before the contract builds its schemas.
import '@/lib/api/zod-config';

/** The recorded audio's endpoint and the article list (and with them zod mini), loaded when a reader first asks. */
export { contentEndpoints, readerAudioEndpoints } from '@portfolio/contracts';
