import { editorialEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `editorialEndpoints.emptyTrash`: every trashed article and its history, for good. */
export const emptyTrash = () => callEndpoint(editorialEndpoints.emptyTrash, {}, { credentials: 'include' });
