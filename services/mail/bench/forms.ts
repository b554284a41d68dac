import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  authRoleHeader,
  gatewayTokenHeader,
  mailAdminEndpoints,
  mailLimits,
  mailPublicEndpoints,
} from '@portfolio/contracts';
import { freePort } from '@portfolio/kit';
import {
  benchRounds,
  eventually,
  formatRatioRounds,
  ratioRounds,
  runChildServer,
  runLoad,
  testGatewaySecret,
  type LoadOptions,
} from '@portfolio/testing';

/**
 * The visitors' forms of the mail service, as its own process (its main.ts, as the gateway topology runs it) on its
 * SQLite file, beside a bare node:http server parsing the same JSON body (packages/testing's baseline), round by
 * round (printed figures, nothing asserted):
 *   POST /api/mail/contact: a message a person sent (a form token older than the time to fill), validated, checked
 *   for spam, stored, and its notification job put on the durable list (SMTP not configured: the job marks it so).
 * The per-address limits are lifted: one load generator is one address, and the limit is not what is measured.
 */
const mailMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const baseline = fileURLToPath(new URL('../../../packages/testing/src/baseline-server.ts', import.meta.url));
const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const rounds = benchRounds();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-mail-'));

/** The mail service's own process, ready once /readyz says so. */
async function startMailProcess(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [mailMain], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.status === 200, 15_000);
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

const mail = await startMailProcess({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  GATEWAY_SECRET: testGatewaySecret,
  MAIL_CONTACT_RATE_LIMIT: String(10 * rounds * requests),
  MAIL_SUBSCRIBE_RATE_LIMIT: String(10 * rounds * requests),
});
const bare = await runChildServer(baseline);
try {
  const { token } = (await (await fetch(`${mail.url}${mailPublicEndpoints.formToken.path}`)).json()) as {
    token: string;
  };
  // A person takes this long at least; the token is then good for every message of the run.
  await new Promise((resolve) => setTimeout(resolve, mailLimits.minimumFillMs + 200));
  const contact = (index: number) =>
    JSON.stringify({
      name: 'Ada Lovelace',
      email: `visitor${index}@example.org`,
      subject: 'A question about your article on service workers',
      message:
        'Hello,\n\nI read your article on offline caching and wondered how you handle updates of the shell. ' +
        'Could you say more about it, or point me to https://example.org/notes?\n\nThank you,\nAda',
      language: 'en',
      website: '',
      formToken: token,
    });
  const post = (body: (index: number) => string): Omit<LoadOptions, 'url'> => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    requests,
  });

  await runLoad({ url: `${bare.url}/`, ...post(contact), requests: 500 });
  await runLoad({ url: `${mail.url}${mailPublicEndpoints.contact.path}`, ...post(contact), requests: 500 });
  const failures: number[] = [];
  const contacted = await ratioRounds(
    () => runLoad({ url: `${bare.url}/`, ...post(contact) }),
    async () => {
      const run = await runLoad({ url: `${mail.url}${mailPublicEndpoints.contact.path}`, ...post(contact) });
      failures.push(run.failures);
      return run;
    },
    rounds,
  );
  const asAdmin = { [authRoleHeader]: 'admin', [gatewayTokenHeader]: testGatewaySecret };
  const unreadRes = await fetch(`${mail.url}${mailAdminEndpoints.unreadMessages.path}`, { headers: asAdmin });
  const { unread } = (await unreadRes.json()) as { unread: number };
  const accepted = 500 + rounds * requests - failures.reduce((a, b) => a + b, 0);

  process.stdout.write(
    [
      `mail: contact form (POST ${mailPublicEndpoints.contact.path}, ${contact(0).length} bytes), the service as its own process on SQLite`,
      `  ${rounds} rounds of ${requests.toLocaleString('en')} requests a side, 32 in flight; refused: ${failures.join(', ')}`,
      ...formatRatioRounds(
        { baseline: 'bare node:http JSON baseline', measured: 'contact message (validated, stored, job queued)' },
        contacted,
        undefined,
        '  ',
      ),
      `  messages in the inbox afterwards: ${unread.toLocaleString('en')} of ${accepted.toLocaleString('en')} accepted`,
      '',
    ].join('\n'),
  );
} finally {
  await Promise.all([mail.stop(), bare.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
