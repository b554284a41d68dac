import { embeddedService } from '@portfolio/kit';
import { authService } from './service.ts';

/** The auth service inside the single-machine process. */
export const embedded = embeddedService(authService);
