import { issueId } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { IssueCursor } from '../store/ports.ts';

/** Opaque to clients: where the previous page ended, in the listing's (lastSeen, id) order. */
export const encodeCursor = ({ lastSeen, id }: IssueCursor) =>
  Buffer.from(JSON.stringify([lastSeen, id])).toString('base64url');

export function decodeCursor(cursor: string): IssueCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && Number.isSafeInteger(value[0])) {
      const id = issueId.safeParse(value[1]);
      if (id.success) return { lastSeen: value[0] as number, id: id.data };
    }
  } catch {
    // Reported below, like any other cursor that is not ours.
  }
  throw new HttpError(400, 'validation_failed', 'The request query is not valid.', {
    details: [{ path: 'query.cursor', message: 'must be a cursor from a previous page' }],
  });
}
