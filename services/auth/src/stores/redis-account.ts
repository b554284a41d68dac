import type { Redis } from '@portfolio/kit';
import type { AccountRecord, AccountStore } from './ports.ts';

const recordKey = 'auth:account';
const markKey = (key: string) => `auth:account-mark:${key}`;

/** The account record as one string; single-use marks as keys set with NX and a TTL. */
export function redisAccountStore(redis: Redis): AccountStore {
  return {
    async get() {
      const raw = await redis.get(recordKey);
      return raw === null ? undefined : (JSON.parse(raw) as AccountRecord);
    },
    async put(record) {
      await redis.set(recordKey, JSON.stringify(record));
    },
    async claim(key, ttlMs) {
      return (await redis.set(markKey(key), '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async has(key) {
      return (await redis.exists(markKey(key))) === 1;
    },
  };
}
