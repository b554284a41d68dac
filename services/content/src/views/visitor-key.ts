import { createHmac, randomBytes } from 'node:crypto';

/** The UTC day of a moment, `YYYY-MM-DD`: views count once per visitor per article per day. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A random salt per UTC day, kept in memory only and replaced when the day turns: once a day is over its salt is
 * gone, and the visitor keys stored for it can no longer be linked to any address, not even by us. A restart
 * draws a new salt, so a reader who comes back the same day after a restart counts once more.
 */
export class DailySalt {
  private current = { day: '', salt: Buffer.alloc(0) };

  for(day: string): Buffer {
    if (this.current.day !== day) this.current = { day, salt: randomBytes(32) };
    return this.current.salt;
  }
}

/**
 * A visitor of one article on one day, as stored: the HMAC, under the day's salt, of the client's address key
 * (an IPv6 client by its /64), its User-Agent and the article. No cookie is read and no address is kept.
 */
export const visitorKey = (salt: Buffer, address: string, userAgent: string, articleId: string) =>
  createHmac('sha256', salt).update(`${address}\0${userAgent}\0${articleId}`).digest('base64url').slice(0, 22);
