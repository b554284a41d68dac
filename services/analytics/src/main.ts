import { runService } from '@portfolio/kit';
import { analyticsService } from './service.ts';

/** The analytics service as its own process (gateway topology and containers). */
await runService(analyticsService);
