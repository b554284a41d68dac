import { runService } from '@portfolio/kit';
import { logsService } from './service.ts';

/** The logs service as its own process (gateway topology and containers). */
await runService(logsService);
