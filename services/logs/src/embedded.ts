import { embeddedService } from '@portfolio/kit';
import { logsService } from './service.ts';

/** The logs service inside the single-machine process; it records every mounted service's server errors too. */
export const embedded = embeddedService(logsService);
