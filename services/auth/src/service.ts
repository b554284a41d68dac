import { join } from 'node:path';
import { createRedis, defineService, loadOrCreateSecret, openDatabase, redisReady, type Logger } from '@portfolio/kit';
import { authConfigSchema, type AuthConfig } from './config.ts';
import { resolveCredentials } from './credentials/credentials.ts';
import { accountMailer } from './account/account-mailer.ts';
import { authParts } from './parts.ts';
import { createRedisStores } from './stores/redis-stores.ts';
import { createSqliteStores } from './stores/sqlite-stores.ts';
import type { AuthStores } from './stores/ports.ts';

/** Redis when REDIS_URL is set, else the embedded SQLite file under DATA_DIR. */
async function openStores(config: AuthConfig, logger: Logger): Promise<AuthStores> {
  // An ended session's tombstone must outlive any cookie that could still name it.
  const tombstoneMs = config.SESSION_ABSOLUTE_TIMEOUT_MS + 60_000;
  if (config.REDIS_URL) {
    const redis = createRedis(config.REDIS_URL, logger);
    if (!(await redisReady(redis))) logger.warn('redis not reachable yet; serving not-ready until it is');
    return createRedisStores(redis, tombstoneMs);
  }
  return createSqliteStores(openDatabase(join(config.DATA_DIR, 'auth.sqlite')), tombstoneMs);
}

/** The auth service: the administrator's sign-in, session, the gateway's check and preferences. */
export const authService = defineService({
  name: 'auth',
  config: authConfigSchema,
  async build({ config, logger, trust, lifecycle, announce, neighbours }) {
    const stores = await openStores(config, logger);
    lifecycle.checks.push({ name: config.REDIS_URL ? 'redis' : 'sqlite', check: () => stores.ping() });
    const sessionKeys = config.SESSION_SECRET ?? [loadOrCreateSecret(config.DATA_DIR, 'session-key')];
    const credentials = await resolveCredentials({
      dataDir: config.DATA_DIR,
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      passwordHash: config.ADMIN_PASSWORD_HASH,
      // The oldest key still accepted: prepending a new signing key (a rotation) keeps the same salt.
      saltKey: sessionKeys.at(-1)!,
      announce,
    });
    return authParts({
      logger,
      lifecycle,
      trust,
      stores,
      credentials,
      sessionKeys,
      mail: accountMailer({
        url: config.MAIL_URL,
        gatewaySecret: config.GATEWAY_SECRET,
        logger,
        inProcess: () => neighbours?.get('mail')?.ports?.accountMail,
      }),
      session: { idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MS, absoluteTimeoutMs: config.SESSION_ABSOLUTE_TIMEOUT_MS },
      throttle: {
        maxFailures: config.LOGIN_MAX_FAILURES,
        baseDelayMs: 1000,
        maxDelayMs: config.LOGIN_MAX_DELAY_MS,
        globalPerMinute: config.LOGIN_GLOBAL_PER_MINUTE,
      },
    });
  },
});
