import { embeddedService } from '@portfolio/kit';
import { contentService } from './service.ts';

/** The content service inside the single-machine process. */
export const embedded = embeddedService(contentService);
