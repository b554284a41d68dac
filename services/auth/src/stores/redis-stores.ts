import type { Redis } from '@portfolio/kit';
import type { AuthStores, SessionRecord } from './ports.ts';

const sessionKey = (id: string) => `auth:session:${id}`;
const tombstoneKey = (id: string) => `auth:session-ended:${id}`;
const attemptKey = (key: string) => `auth:attempts:${key}`;
const preferencesKey = 'auth:preferences';

/** Creates only when the id never existed: neither live nor ended (the tombstone outlives any cookie). */
const createScript = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
return redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') and 1 or 0`;

/** Ends a live session and leaves a tombstone; an id never stored leaves nothing (anonymous logouts are free). */
const destroyScript = `
if redis.call('DEL', KEYS[1]) == 1 then redis.call('SET', KEYS[2], '1', 'PX', ARGV[1]) end
return 0`;

/** INCR with a window that restarts on each counted attempt up to the maximum, then stays put. */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count <= tonumber(ARGV[2]) or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function createRedisStores(redis: Redis, tombstoneMs: number): AuthStores {
  return {
    sessions: {
      async create(id, record, idleMs) {
        await redis.eval(createScript, 2, sessionKey(id), tombstoneKey(id), JSON.stringify(record), idleMs);
      },
      async touch(id, idleMs) {
        const raw = await redis.getex(sessionKey(id), 'PX', idleMs);
        return raw ? (JSON.parse(raw) as SessionRecord) : undefined;
      },
      async destroy(id) {
        await redis.eval(destroyScript, 2, sessionKey(id), tombstoneKey(id), tombstoneMs);
      },
    },
    attempts: {
      async hit(key, windowMs, max) {
        const [count, ttl] = (await redis.eval(hitScript, 1, attemptKey(key), windowMs, max)) as [number, number];
        return { count, retryAfterMs: Math.max(ttl, 0) };
      },
      async reset(key) {
        await redis.del(attemptKey(key));
      },
    },
    preferences: {
      async get(key) {
        const raw = await redis.hget(preferencesKey, key);
        return raw === null ? undefined : JSON.parse(raw);
      },
      async set(key, value) {
        await redis.hset(preferencesKey, key, JSON.stringify(value));
      },
    },
    async ping() {
      return (await redis.ping()) === 'PONG';
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
