import type { PreferenceValue } from '@portfolio/contracts';
import type { Redis } from '@portfolio/kit';
import type { AuthStores, SessionRecord } from './ports.ts';
import { redisAccountStore } from './redis-account.ts';

const sessionKey = (id: string) => `auth:session:${id}`;
const tombstoneKey = (id: string) => `auth:session-ended:${id}`;
const attemptKey = (key: string) => `auth:throttle:${key}`;
const preferencesKey = 'auth:preferences';
/** The ids of the sessions created and not yet ended, for the account screen's list (expired ones pruned by it). */
const sessionIndexKey = 'auth:sessions';

/** Creates only when the id never existed: neither live nor ended (the tombstone outlives any cookie). */
const createScript = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
if not redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then return 0 end
redis.call('SADD', KEYS[3], ARGV[3])
return 1`;

/** Ends a live session and leaves a tombstone; an id never stored leaves nothing (anonymous logouts are free). */
const destroyScript = `
if redis.call('DEL', KEYS[1]) == 1 then redis.call('SET', KEYS[2], '1', 'PX', ARGV[1]) end
redis.call('SREM', KEYS[3], ARGV[2])
return 0`;

/**
 * Reads a session and sets its expiry to ARGV[1] ms from now, unless that would push it later by less than ARGV[2] ms.
 */
const touchScript = `
local raw = redis.call('GET', KEYS[1])
if not raw then return false end
local idle = tonumber(ARGV[1])
local moved = idle - redis.call('PTTL', KEYS[1])
if moved < 0 or moved >= tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], idle) end
return raw`;

/**
 * Refuses while the key's wait runs; else counts the attempt, sets the wait its count earns (the same rule as
 * delayAfter) and lets the key expire the cap (maxDelayMs) after that wait ends. One script, so parallel guesses cannot
 * both pass.
 */
const takeScript = `
local now = tonumber(ARGV[1])
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if now < nextAt then return {0, nextAt - now} end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
local free, base, cap = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local wait = 0
if count >= free then wait = math.min(cap, base * 2 ^ math.min(count - free, 40)) end
redis.call('HSET', KEYS[1], 'next', string.format('%d', now + wait))
redis.call('PEXPIRE', KEYS[1], string.format('%d', wait + cap))
return {1, wait}`;

/** A fixed window: the first attempt in it sets its expiry. */
const windowScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function createRedisStores(redis: Redis, tombstoneMs: number): AuthStores {
  return {
    sessions: {
      async create(id, record, idleMs) {
        const keys = [sessionKey(id), tombstoneKey(id), sessionIndexKey];
        await redis.eval(createScript, 3, ...keys, JSON.stringify(record), idleMs, id);
      },
      async touch(id, idleMs, slackMs = 0) {
        // A read inside the slack writes nothing (nor appends to the append-only file).
        const raw = (await redis.eval(touchScript, 1, sessionKey(id), idleMs, slackMs)) as string | null;
        return raw ? (JSON.parse(raw) as SessionRecord) : undefined;
      },
      async destroy(id) {
        await redis.eval(destroyScript, 3, sessionKey(id), tombstoneKey(id), sessionIndexKey, tombstoneMs, id);
      },
      async list() {
        const ids = await redis.smembers(sessionIndexKey);
        if (ids.length === 0) return [];
        const batch = redis.multi();
        for (const id of ids) batch.get(sessionKey(id)).pttl(sessionKey(id));
        const answers = ((await batch.exec()) ?? []).map(([, value]) => value);
        const now = Date.now();
        const found = ids.map((id, i) => ({
          id,
          raw: answers[2 * i] as string | null,
          ttl: answers[2 * i + 1] as number,
        }));
        const gone = found.filter((s) => s.raw === null).map((s) => s.id);
        // Sessions that ran out by themselves leave their id in the index: pruned here, where they are seen.
        if (gone.length > 0) await redis.srem(sessionIndexKey, ...gone);
        return found
          .filter((s) => s.raw !== null)
          .map((s) => ({ id: s.id, record: JSON.parse(s.raw!) as SessionRecord, expiresAt: now + Math.max(s.ttl, 0) }));
      },
    },
    attempts: {
      async waitFor(key) {
        const next = Number((await redis.hget(attemptKey(key), 'next')) ?? 0);
        return Math.max(0, next - Date.now());
      },
      async take(key, { freeAttempts, baseDelayMs, maxDelayMs }) {
        const args = [Date.now(), freeAttempts, baseDelayMs, maxDelayMs];
        const [allowed, waitMs] = (await redis.eval(takeScript, 1, attemptKey(key), ...args)) as [number, number];
        return { allowed: allowed === 1, waitMs };
      },
      async reset(key) {
        await redis.del(attemptKey(key));
      },
      async countWindow(key, windowMs) {
        const [count, ttl] = (await redis.eval(windowScript, 1, attemptKey(key), windowMs)) as [number, number];
        return { count, retryAfterMs: Math.max(ttl, 0) };
      },
    },
    preferences: {
      async get(key) {
        const raw = await redis.hget(preferencesKey, key);
        return raw === null ? undefined : (JSON.parse(raw) as PreferenceValue);
      },
      async set(key, value) {
        await redis.hset(preferencesKey, key, JSON.stringify(value));
      },
    },
    account: redisAccountStore(redis),
    async ping() {
      return (await redis.ping()) === 'PONG';
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
