import { runService } from '@portfolio/kit';
import { contentService } from './service.ts';

/** The content service as its own process (gateway topology and containers). */
await runService(contentService);
