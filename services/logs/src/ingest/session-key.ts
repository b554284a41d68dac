import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { sessionId, type LogEntry } from '@portfolio/contracts';
import { acceptorOf, undecided, type Acceptor } from '@portfolio/kit';

const maxRemembered = 10_000;
/**
 * The contract's session id check without zod's result objects: it runs for every entry of every batch. Made on
 * first use: kit and this module can be mid-way through loading each other when this one is evaluated.
 */
let acceptSessionId: Acceptor | undefined;
const isSessionId = (value: unknown) => (acceptSessionId ??= acceptorOf(sessionId))(value) !== undecided;

/**
 * Counts affected sessions without keeping anything that identifies a visitor, the way Plausible counts
 * visitors: a keyed hash of the analytics session id the client puts in `context.sessionId`, else of the client
 * address and user agent. The key lives only in memory and changes every UTC day, so a stored key cannot be
 * linked back to an address, nor to the same visitor on another day.
 */
export function sessionKeyer(now: () => number = Date.now) {
  let day = -1;
  // A key object, made once a day: building one from bytes for every entry costs more than the hashing.
  let salt: KeyObject = createSecretKey(randomBytes(32));
  // Today's keys by identity, in memory only: a visitor's entries come in bursts.
  const today = new Map<string, string>();
  return (entry: LogEntry, clientAddress: string, userAgent: string): string => {
    // The UTC day as a number: formatting a date for every entry of every batch costs more than the rest here.
    const date = Math.floor(now() / 86_400_000);
    if (date !== day || today.size >= maxRemembered) {
      if (date !== day) salt = createSecretKey(randomBytes(32));
      day = date;
      today.clear();
    }
    const claimed = entry.context?.sessionId;
    const identity = isSessionId(claimed)
      ? `session\0${String(claimed)}`
      : `client\0${clientAddress}\0${entry.userAgent ?? userAgent}`;
    let key = today.get(identity);
    if (key === undefined) {
      key = createHmac('sha256', salt).update(identity).digest('base64url').slice(0, 22);
      today.set(identity, key);
    }
    return key;
  };
}
