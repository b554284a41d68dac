import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serviceNames, type ServiceName } from '@portfolio/contracts';
import { desktopPageview, desktopUserAgent, eventually } from '@portfolio/testing';
import { signIn, useGatewayTopology } from './support/topology.ts';

/** One kind of request of the steady load: which service answers it, and the status it must get. */
interface Call {
  service: ServiceName;
  expected: number;
  send(url: (path: string) => string, cookie: string): Promise<Response>;
}

const json = { 'content-type': 'application/json', 'user-agent': desktopUserAgent };

/** Reads of every service (one through the admin check), a page view and a client-error batch. */
const calls: Call[] = [
  { service: 'auth', expected: 200, send: (url) => fetch(url('/api/admin/session')) },
  { service: 'analytics', expected: 200, send: (url) => fetch(url('/api/analytics/stats')) },
  { service: 'logs', expected: 200, send: (url, cookie) => fetch(url('/api/admin/logs'), { headers: { cookie } }) },
  { service: 'content', expected: 200, send: (url) => fetch(url('/api/content/tags')) },
  { service: 'mail', expected: 200, send: (url) => fetch(url('/api/mail/form-token')) },
  {
    service: 'analytics',
    expected: 202,
    send: (url) => {
      const body = JSON.parse(desktopPageview(`restart-${randomUUID()}`)) as Record<string, unknown>;
      const pageviewId = randomUUID().replaceAll('-', '');
      return fetch(url('/api/analytics/pageview'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...body, pageviewId }),
      });
    },
  },
  {
    service: 'logs',
    expected: 202,
    send: (url) =>
      fetch(url('/api/logs'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          source: 'client',
          entries: [{ id: randomUUID(), level: 'error', message: 'restart load', timestamp: new Date().toISOString() }],
        }),
      }),
  },
];

interface Answer {
  phase: string;
  service: ServiceName;
  outcome: number | string;
  expected: number;
}

const loops = 4;

describe('restarting services behind the gateway under steady load', () => {
  const gateway = useGatewayTopology({
    rateLimits: { loginPerMinute: 30, loginBurst: 20, ingestPerSecond: 100_000, ingestBurst: 100_000 },
    env: {
      ANALYTICS_RATE_LIMIT: '1000000',
      ANALYTICS_STATS_RATE_LIMIT: '1000000',
      LOGS_RATE_LIMIT: '1000000',
    },
  });
  const printed = (line: string) => gateway.output().some((l) => l.includes(line));

  it('answers every request while each service is restarted (a deploy) and killed (a crash)', async () => {
    const cookie = await signIn(gateway.url);
    const answers: Answer[] = [];
    let phase = 'before';
    let running = true;
    const ask = async (call: Call) => {
      const at = phase;
      const outcome = await call.send(gateway.url, cookie).then(
        async (res) => {
          await res.body?.cancel();
          return res.status;
        },
        (err: Error) => `${err.name}: ${(err.cause as Error | undefined)?.message ?? err.message}`,
      );
      answers.push({ phase: at, service: call.service, outcome, expected: call.expected });
    };
    const loop = async (offset: number) => {
      for (let i = offset; running; i++) await ask(calls[i % calls.length]!);
    };
    const load = Array.from({ length: loops }, (_, i) => loop(i * 2));
    // Every call of the service, sent once its process has been told to stop or was killed: they reach it while it
    // drains or before the next process listens, whatever the loops are busy with then.
    const meanwhile = (name: ServiceName) => Promise.all(calls.filter((c) => c.service === name).map(ask));

    try {
      for (const name of serviceNames) {
        const first = gateway.topology.processIds().services[name]!;
        phase = `${name}: restart`;
        // The old process has its SIGTERM once restartService has begun (it signals before its first wait).
        const restarted = gateway.topology.restartService(name);
        const restartAnswers = meanwhile(name);
        await restarted;
        await restartAnswers;
        const second = gateway.topology.processIds().services[name]!;
        expect(second, `${name} restarted`).not.toBe(first);

        phase = `${name}: crash`;
        process.kill(second, 'SIGKILL');
        const crashAnswers = meanwhile(name);
        await eventually(async () => {
          const third = gateway.topology.processIds().services[name];
          return third !== undefined && third !== second && printed(`${name}: restarted (pid ${third}) and ready`);
        });
        await crashAnswers;
      }
    } finally {
      running = false;
      await Promise.all(load);
    }

    const failed = answers.filter((a) => a.outcome !== a.expected);
    // nginx's own account of each failure (its errors go to the topology's output) says which try failed how.
    const nginxErrors = gateway.output().filter((line) => line.startsWith('nginx: ') && line.includes('upstream'));
    expect(failed, nginxErrors.join('\n')).toEqual([]);
    // Each phase had at least the restarted service's own calls, sent meanwhile, besides the loops'.
    for (const name of serviceNames) {
      for (const step of ['restart', 'crash']) {
        const during = answers.filter((a) => a.phase === `${name}: ${step}`);
        const own = calls.filter((c) => c.service === name).length;
        expect(during.filter((a) => a.service === name).length, `${name}: ${step}`).toBeGreaterThanOrEqual(own);
      }
    }
  });
});
