import type { OpenSession } from '@portfolio/contracts';

/** This session first, then the others from the most recently active: the ones to check are at the top. */
export function sessionRows(sessions: readonly OpenSession[]): OpenSession[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastActivityAt - a.lastActivityAt || a.id.localeCompare(b.id),
  );
}

/** The server says "Unknown" when it could not place an address (a private network) or name a browser. */
export const isUnknown = (text: string) => text === '' || text === 'Unknown';
