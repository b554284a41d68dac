import { runService } from '@portfolio/kit';
import { mailService } from './service.ts';

/** The mail service as its own process (gateway topology and containers). */
await runService(mailService);
