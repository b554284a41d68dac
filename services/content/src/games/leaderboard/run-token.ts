import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { game2048Settings, memorySettings, snakeSettings, type GameId, type GamesSettings } from '@portfolio/contracts';

/** What a run token holds: the game, its seed, when it was issued, and that game's settings at the time. */
export type Run =
  | { game: 'snake'; seed: number; issuedAt: number; settings: GamesSettings['snake'] }
  | { game: '2048'; seed: number; issuedAt: number; settings: GamesSettings['2048'] }
  | { game: 'memory'; seed: number; issuedAt: number; settings: GamesSettings['memory'] };

const seed = z.number().check(z.int(), z.minimum(0), z.maximum(0xffff_ffff));
const issuedAt = z.number().check(z.int(), z.minimum(0));
const payload = z.discriminatedUnion('game', [
  z.strictObject({ game: z.literal('snake'), seed, issuedAt, settings: snakeSettings }),
  z.strictObject({ game: z.literal('2048'), seed, issuedAt, settings: game2048Settings }),
  z.strictObject({ game: z.literal('memory'), seed, issuedAt, settings: memorySettings }),
]);

const mac = (secret: Buffer, body: string) => createHmac('sha256', secret).update(body).digest();

/**
 * `<payload>.<mac>`, both base64url: the payload in the open (the page has nothing to hide in it, the seed is given
 * anyway), the HMAC-SHA-256 of the payload's text proving the server issued it unchanged.
 */
export function signRunToken(
  secret: Buffer,
  run: { game: GameId; seed: number; issuedAt: number; settings: GamesSettings },
): string {
  const body = Buffer.from(
    JSON.stringify({ game: run.game, seed: run.seed, issuedAt: run.issuedAt, settings: run.settings[run.game] }),
  ).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The run a token names, or undefined when it was not issued with this secret or was changed since. */
export function openRunToken(secret: Buffer, token: string): Run | undefined {
  const dot = token.indexOf('.');
  if (dot < 0) return undefined;
  const body = token.slice(0, dot);
  // The MAC's text, not its decoded bytes: base64url decoding skips stray characters, and a token has one spelling.
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, body).toString('base64url'));
  // Compared in constant time, so that the time taken tells nothing about how much of a forged MAC was right.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = payload.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
