import { embeddedService } from '@portfolio/kit';
import { analyticsService } from './service.ts';

/** The analytics service inside the single-machine process (embedded SQLite store under DATA_DIR). */
export const embedded = embeddedService(analyticsService);
