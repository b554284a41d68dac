import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatLoad, runChildServer, runLoad } from '@portfolio/testing';

/**
 * The check every admin request and every public page's session probe pays: GET /api/admin/session with a
 * signed-in cookie, through the single-machine process (dispatcher, koa-session, SQLite store), beside a bare
 * node:http server answering the same JSON, both as their own processes in this same invocation.
 */
const standalone = fileURLToPath(new URL('../../standalone/src/main.ts', import.meta.url));
const baseline = fileURLToPath(new URL('../../../packages/testing/src/baseline-server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-auth-'));
const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);

const app = await runChildServer(standalone, {
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: 'bench@example.com',
  ADMIN_PASSWORD: 'bench-password-long',
});
const bare = await runChildServer(baseline);
try {
  const login = await fetch(`${app.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-long' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const loginStarted = performance.now();
  for (let i = 0; i < 10; i++) {
    await fetch(`${app.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-long' }),
    });
  }
  const loginMs = (performance.now() - loginStarted) / 10;

  // Warm both up so JIT and caches do not colour the comparison.
  await runLoad({ url: `${bare.url}/`, requests: 2000 });
  await runLoad({ url: `${app.url}/api/admin/session`, headers: { cookie }, requests: 2000 });
  const base = await runLoad({ url: `${bare.url}/`, requests });
  const checked = await runLoad({ url: `${app.url}/api/admin/session`, headers: { cookie }, requests });

  process.stdout.write(
    [
      'auth: signed-in session check (GET /api/admin/session), single-machine process',
      formatLoad('  bare node:http baseline', base),
      formatLoad('  session check (SQLite store)', checked),
      `  ratio to baseline: ${(checked.perSecond / base.perSecond).toFixed(2)}`,
      `  login (Argon2id m=19456 t=2 p=1), sequential mean: ${loginMs.toFixed(1)} ms`,
      '',
    ].join('\n'),
  );
} finally {
  await Promise.all([app.stop(), bare.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
