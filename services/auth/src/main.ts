import { runService } from '@portfolio/kit';
import { authService } from './service.ts';

/** The auth service as its own process (gateway topology and containers). */
await runService(authService);
