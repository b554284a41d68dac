import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MailCatcherAddress } from '@portfolio/testing';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const webDist = join(root, 'web/dist');
export const admin = { email: 'owner@example.com', password: 'an-e2e-test-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
    /**
     * The mail catcher the topology's mail service can send to (SMTP on loopback, read with e2e/support/mail.ts),
     * or null where the mail service runs in a container, which cannot reach this machine's loopback.
     */
    mailCatcher: MailCatcherAddress | null;
    /**
     * Whether this topology runs the suites' dedicated accessibility checks (axe on a page as loaded). The pages are
     * the same build's in every topology, so the DOM axe reads is too: the single-machine project checks them, the
     * gateway projects check what the gateway changes (routing, headers, caching) and skip the repeat.
     */
    accessibilityChecks: boolean;
  }
}

/**
 * What every topology the suite runs against is given: the administrator's credentials, browser-made page and
 * article views counted (headless Chromium is a bot to the analytics and content services), and stats never
 * answered from the cache, so a page view shows up as soon as it is stored.
 */
export const suiteEnv = {
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  ANALYTICS_KEEP_BOTS: 'true',
  CONTENT_KEEP_BOTS: 'true',
  STATS_CACHE_SECONDS: '0',
  // The reader's recorded audio is made for the versions a test asks for (asking moves a job to the front of the
  // list), not for every seeded article twenty seconds after the start, which would keep a core busy meanwhile.
  READER_AUDIO_DELAY_SECONDS: '3600',
};

export function requireWebBuild() {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`No web build in ${webDist}: run \`make build-web\` (make test does it first).`);
  }
}
