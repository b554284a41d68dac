// First: zod is told not to probe for eval before the contract builds its schemas.
import '@/lib/api/zod-config';

/** The recorded audio's endpoint (and with it zod mini), loaded when a reader first asks for a manifest. */
export { readerAudioEndpoints } from '@portfolio/contracts';
