import { QueryClient } from '@tanstack/react-query';

/**
 * react-query's defaults are the spec's numbers (§8, §9): 3 retries, 1 s doubling up to 30 s, unused entries
 * dropped after 5 minutes. Nothing is overridden.
 */
export const createQueryClient = () => new QueryClient();
