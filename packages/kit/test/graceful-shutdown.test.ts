import { Agent } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { listen } from '@portfolio/testing';
import { gracefulShutdown } from '../src/index.ts';
import { startKitApp, type KitApp } from './support/kit-app.ts';
import { rawRequest } from './support/raw-http.ts';

/** Resolves with `connected`, or the error code of a connection attempt. */
const tryConnect = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });

interface Served {
  app: KitApp;
  events: string[];
  /** Resolves once a slow or stuck request is inside its handler. */
  inHandler: Promise<void>;
  exits: number[];
  shutdown(options?: { close?: () => Promise<void>; drainTimeoutMs?: number }): (reason: string) => Promise<number>;
}

async function serve(): Promise<Served> {
  const events: string[] = [];
  let entered!: () => void;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  const app = await startKitApp((router) => {
    router.get('/api/slow', async (ctx) => {
      events.push('request started');
      entered();
      await delay(300);
      ctx.body = { done: true };
      events.push('request answered');
    });
    router.get('/api/stuck', async () => {
      entered();
      await new Promise(() => {});
    });
  });
  const exits: number[] = [];
  return {
    app,
    events,
    inHandler,
    exits,
    shutdown: ({ close, drainTimeoutMs = 5_000 } = {}) =>
      gracefulShutdown({
        server: app.server,
        lifecycle: app.lifecycle,
        logger: app.logger,
        close:
          close ??
          (async () => {
            events.push('clients closed');
          }),
        drainTimeoutMs,
        exit: (code) => exits.push(code),
      }),
  };
}

describe('gracefulShutdown', () => {
  it('goes unready at once, refuses new connections, drains in-flight requests, then closes clients (exit 0)', async () => {
    const { app, events, inHandler, exits, shutdown: prepare } = await serve();
    // Prepared at start-up, as a service's main does.
    const shutdown = prepare();
    const idle = new Agent({ keepAlive: true });
    const busy = new Agent({ keepAlive: true });
    // A second listener on the same app plays the health prober that still reaches it.
    const probe = await listen(app.handler);
    try {
      // An idle keep-alive connection (a browser, an upstream pool) must not hold the drain open.
      expect((await rawRequest(`${app.url}/healthz`, { agent: idle })).status).toBe(200);
      const inFlight = rawRequest(`${app.url}/api/slow`, { agent: busy });
      await inHandler;

      const stopped = shutdown('SIGTERM');
      expect(app.lifecycle.shuttingDown).toBe(true);

      const readiness = await rawRequest(`${probe.url}/readyz`);
      expect(readiness.status).toBe(503);
      expect(readiness.json()).toMatchObject({ status: 'shutting-down' });
      expect(await tryConnect(app.port)).toBe('ECONNREFUSED');
      expect(events).not.toContain('clients closed');

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual({ done: true });
      expect(answer.headers.connection).toBe('close');

      expect(await stopped).toBe(0);
      expect(exits).toEqual([0]);
      expect(events).toEqual(['request started', 'request answered', 'clients closed']);
      expect(app.entries().map((e) => e.msg)).toEqual(expect.arrayContaining(['shutting down', 'stopped']));

      // A second signal joins the first shutdown instead of starting another.
      expect(await shutdown('SIGINT')).toBe(0);
      expect(exits).toEqual([0]);
      expect(events.filter((e) => e === 'clients closed')).toHaveLength(1);
    } finally {
      idle.destroy();
      busy.destroy();
      await probe.close();
      await app.close();
    }
  });

  it('exits 1 when requests do not drain in time, cutting them off and still closing clients', async () => {
    const { app, events, inHandler, exits, shutdown: prepare } = await serve();
    try {
      const stuck = rawRequest(`${app.url}/api/stuck`).then(
        (res) => `answered ${res.status}`,
        (err: NodeJS.ErrnoException) => err.code,
      );
      await inHandler;
      expect(await prepare({ drainTimeoutMs: 150 })('SIGTERM')).toBe(1);
      expect(exits).toEqual([1]);
      expect(await stuck).toBe('ECONNRESET');
      expect(events).toEqual(['clients closed']);
      expect(app.entries()).toContainEqual(expect.objectContaining({ msg: 'requests did not drain in time' }));
    } finally {
      await app.close();
    }
  });

  it('exits 1 when closing a client fails', async () => {
    const { app, exits, shutdown: prepare } = await serve();
    try {
      const close = async () => {
        throw new Error('mongo close failed');
      };
      expect(await prepare({ close })('SIGTERM')).toBe(1);
      expect(exits).toEqual([1]);
      expect(app.entries()).toContainEqual(expect.objectContaining({ msg: 'closing clients failed' }));
      expect(await tryConnect(app.port)).toBe('ECONNREFUSED');
    } finally {
      await app.close();
    }
  });
});
