import { authEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `authEndpoints.logout` (spec §7); the caller treats the session as ended whatever happens. */
export const logout = () => callEndpoint(authEndpoints.logout, {}, { credentials: 'include' }).then(() => undefined);
