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
 *   for spam, stored, and its notification job put on the durable list (SMTP not configured: the job marks it so);
 *   POST /api/mail/newsletter/subscribe: a new address each time (double opt-in: a pending subscriber kept, its
 *   confirmation mail's job put on the list).
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

  const contactUrl = `${mail.url}${mailPublicEndpoints.contact.path}`;
  const subscribeUrl = `${mail.url}${mailPublicEndpoints.subscribe.path}`;
  let readers = 0;
  // A new address each time (the baseline's runs draw some too): one seen before takes another path.
  const subscribe = () =>
    JSON.stringify({ email: `reader${readers++}@example.org`, language: 'en', source: '/blog', website: '' });

  const measure = async (url: string, body: (index: number) => string) => {
    await runLoad({ url: `${bare.url}/`, ...post(body), requests: 500 });
    await runLoad({ url, ...post(body), requests: 500 });
    const refused: number[] = [];
    const result = await ratioRounds(
      () => runLoad({ url: `${bare.url}/`, ...post(body) }),
      async () => {
        const run = await runLoad({ url, ...post(body) });
        refused.push(run.failures);
        return run;
      },
      rounds,
    );
    return { result, refused };
  };
  const contacted = await measure(contactUrl, contact);
  const subscribed = await measure(subscribeUrl, subscribe);

  const asAdmin = { [authRoleHeader]: 'admin', [gatewayTokenHeader]: testGatewaySecret };
  const unreadRes = await fetch(`${mail.url}${mailAdminEndpoints.unreadMessages.path}`, { headers: asAdmin });
  const { unread } = (await unreadRes.json()) as { unread: number };
  const accepted = (refused: number[]) => 500 + rounds * requests - refused.reduce((a, b) => a + b, 0);
  const subscribersRes = await fetch(`${mail.url}${mailAdminEndpoints.subscribers.path}`, { headers: asAdmin });
  const { counts } = (await subscribersRes.json()) as { counts: { pending: number } };

  process.stdout.write(
    [
      `mail: the visitors' forms, the service as its own process on SQLite, against a bare node:http JSON baseline`,
      `  ${rounds} rounds of ${requests.toLocaleString('en')} requests a side, 32 in flight`,
      `  contact form (POST ${mailPublicEndpoints.contact.path}, ${contact(0).length} bytes); refused: ${contacted.refused.join(', ')}`,
      ...formatRatioRounds(
        { baseline: 'bare node:http JSON baseline', measured: 'contact message (validated, stored, job queued)' },
        contacted.result,
        undefined,
        '    ',
      ),
      `    messages in the inbox afterwards: ${unread.toLocaleString('en')} of ${accepted(contacted.refused).toLocaleString('en')} accepted`,
      `  newsletter signup (POST ${mailPublicEndpoints.subscribe.path}, a new address each); refused: ${subscribed.refused.join(', ')}`,
      ...formatRatioRounds(
        { baseline: 'bare node:http JSON baseline', measured: 'signup (validated, pending subscriber, mail queued)' },
        subscribed.result,
        undefined,
        '    ',
      ),
      `    pending subscribers afterwards: ${counts.pending.toLocaleString('en')} of ${accepted(subscribed.refused).toLocaleString('en')} accepted`,
      '',
    ].join('\n'),
  );
} finally {
  await Promise.all([mail.stop(), bare.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
