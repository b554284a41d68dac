import { embeddedService } from '@portfolio/kit';
import { mailService } from './service.ts';

/** The mail service inside the single-machine process. */
export const embedded = embeddedService(mailService);
