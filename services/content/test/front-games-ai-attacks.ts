import { beforeAll, expect, it } from 'vitest';
import { gatewayOnlyHeaders, type AiSettings, type GamesSettingsView } from '@portfolio/contracts';
import { rawExchange } from '@portfolio/testing';
import { adminCookie } from './front-sign-in.ts';

const games = '/api/admin/content/games';
const ai = '/api/admin/content/ai';
/** The score endpoint's body limit (the contract's `recordBody`). */
const recordBody = 512 * 1024;

/**
 * An outsider's attacks on the games' and the AI providers' endpoints through a front (nginx:
 * gateway/test/content-api-attack.test.ts; the single-machine dispatcher: services/standalone/test/
 * content-api-attack.test.ts), with the same answers through both: odd spellings of their paths, forged
 * gateway-only headers without the session, methods they do not accept, the largest score body and one byte more,
 * and a flood of scores from one address. Nothing of the games or AI settings changes meanwhile.
 */
export function itRefusesGamesAndAiAttacks(frontUrl: () => string, admin: { email: string; password: string }) {
  let cookie = '';
  let gamesBefore: GamesSettingsView;
  /** The AI settings' answer as the endpoint gives it (the settings and when they were saved). */
  let aiBefore: { settings: AiSettings; updatedAt: string | null };
  const url = (path: string) => new URL(path, frontUrl()).href;

  /** A request written byte for byte (no client library resolves its dot segments or encodings). */
  async function raw(method: string, target: string, headers: string[] = [], body = '') {
    const { hostname, port } = new URL(frontUrl());
    const request =
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
      `${headers.map((h) => `${h}\r\n`).join('')}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const answer = await rawExchange({ host: hostname, port: Number(port) }, request);
    return { ...answer, status: answer.status ?? 0 };
  }
  const errorCode = (body: string) => {
    try {
      const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
      return typeof parsed.message === 'string' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  };
  const read = async <T>(path: string) => (await (await fetch(url(path), { headers: { cookie } })).json()) as T;
  const unchanged = async () => {
    expect(await read<GamesSettingsView>(games)).toEqual(gamesBefore);
    expect(await read<typeof aiBefore>(`${ai}/settings`)).toEqual(aiBefore);
  };
  /** A score the contract's schema takes: it reaches the endpoint's own checks. */
  const score = (flips: number[] = []) =>
    JSON.stringify({
      token: 'not-a-run',
      nickname: 'Outsider',
      durationMs: 1000,
      score: 1,
      record: { game: 'memory', flips },
    });

  beforeAll(async () => {
    cookie = await adminCookie(url, admin);
    gamesBefore = await read<GamesSettingsView>(games);
    aiBefore = await read<typeof aiBefore>(`${ai}/settings`);
  });

  it('answers no spelling of a games or AI path with a 5xx or another endpoint’s meaning, signed in or not', async () => {
    const spellings: [string, string][] = [
      ['GET', '/API/CONTENT/GAMES'],
      ['GET', '/api/content/Games'],
      ['GET', '/api/content/games/'],
      ['GET', '/api/content//games'],
      ['GET', '/api/content/games/MEMORY/leaderboard'],
      ['GET', '/api/content/games/memory/leaderboard/'],
      ['GET', '/api/content/games/%2e%2e/games'],
      ['GET', '/api/content/games/memory%2Fleaderboard'],
      ['POST', '/api/content/game-runs/memory/'],
      ['POST', '/api/content/game-runs/%6demory'],
      ['POST', '/api/content/game-runs//memory'],
      ['POST', '/api/content/GAME-SCORES/memory'],
      ['POST', '/api/content/game-scores/memory%2F..%2Fsnake'],
      ['PUT', `${games}/`],
      ['PUT', '/API/ADMIN/CONTENT/GAMES'],
      ['DELETE', `${games}/memory/leaderboard/%2e%2e`],
      ['GET', `${ai}/providers/`],
      ['GET', '/api/admin/content/AI/settings'],
      ['PUT', `${ai}//settings`],
      ['PUT', `${ai}/settings/%2e`],
      ['POST', `${ai}/providers/x%2Ftest`],
      ['POST', `${ai}/jobs/x/..%2Fcancel`],
    ];
    for (const [method, target] of spellings) {
      for (const session of [[`Cookie: ${cookie}`], []]) {
        const headers = method === 'GET' ? session : [...session, 'Content-Type: application/json'];
        const res = await raw(method, target, headers, method === 'GET' ? '' : '{}');
        const label = `${method} ${target} ${session.length ? 'signed in' : 'anonymous'}: ${res.body.slice(0, 200)}`;
        // nginx refuses a path that is not canonical with 400; the dispatcher does the same, finds no endpoint, or
        // refuses the parameter by name (a game that is not one).
        expect([400, 404], label).toContain(res.status);
        expect(errorCode(res.body), label).toMatch(/^(bad_request|not_found|validation_failed)$/);
      }
    }
    await unchanged();
  });

  it('answers every games and AI admin call 401 without the session, whatever gateway-only headers are forged', async () => {
    const forged = gatewayOnlyHeaders.map((name) => `${name}: ${name.endsWith('role') ? 'admin' : 'forged-value'}`);
    const calls: [string, string, string?][] = [
      ['GET', games],
      ['PUT', games, JSON.stringify(gamesBefore.settings)],
      ['GET', `${games}/memory/leaderboard`],
      ['DELETE', `${games}/memory/leaderboard/abc`],
      ['GET', `${ai}/providers`],
      ['POST', `${ai}/providers`, '{"name":"x","kind":"openai-compatible","baseUrl":"http://127.0.0.1:1"}'],
      ['PUT', `${ai}/settings`, JSON.stringify(aiBefore.settings)],
      ['GET', `${ai}/usage`],
      ['POST', `${ai}/jobs`, '{"kind":"suggest","articleId":"x","language":"en","field":"excerpt"}'],
      ['POST', `${ai}/jobs/abc/cancel`, ''],
    ];
    for (const [method, target, body] of calls) {
      const type = body === undefined ? [] : ['Content-Type: application/json'];
      for (const headers of [type, [...type, ...forged], [...type, ...forged, 'Cookie: portfolio_session=forged']]) {
        const res = await raw(method, target, headers, body);
        expect(res.status, `${method} ${target} ${headers.join(' ')}`).toBe(401);
        expect(errorCode(res.body)).toBe('unauthorized');
      }
    }
    await unchanged();
  });

  it('answers methods the games and AI endpoints do not accept with 405 and the contract’s error', async () => {
    const refused: [string, string][] = [
      ['POST', '/api/content/games'],
      ['DELETE', '/api/content/games'],
      ['GET', '/api/content/game-runs/memory'],
      ['GET', '/api/content/game-scores/memory'],
      ['PUT', '/api/content/games/memory/leaderboard'],
      ['PATCH', games],
      ['DELETE', `${ai}/settings`],
      ['PATCH', `${ai}/providers/abc`],
    ];
    for (const [method, target] of refused) {
      const res = await raw(method, target, [`Cookie: ${cookie}`]);
      expect(res.status, `${method} ${target}: ${res.body.slice(0, 200)}`).toBe(405);
      expect(errorCode(res.body), `${method} ${target}`).toBe('method_not_allowed');
    }
  });

  it('takes the largest score body to the endpoint’s own checks, and refuses one byte more with 413', async () => {
    const largest = score(Array.from({ length: 20_000 }, (_, i) => i % 16));
    const fits = largest.replace('"Outsider"', `"Outsider"${' '.repeat(recordBody - Buffer.byteLength(largest))}`);
    expect(Buffer.byteLength(fits)).toBe(recordBody);
    const json = ['Content-Type: application/json'];
    const taken = await raw('POST', '/api/content/game-scores/memory', json, fits);
    // The board is off in a fresh topology (404), or the run is not one (422): the body itself was taken.
    expect([404, 422], taken.body.slice(0, 200)).toContain(taken.status);
    const over = await raw('POST', '/api/content/game-scores/memory', json, `${fits} `);
    expect(over.status).toBe(413);
    expect(errorCode(over.body)).toBe('payload_too_large');
  });

  // Last: it spends the test client's score allowance for the hour. The front, not the visitor, says who it is.
  it('limits a flood of scores from one address whose X-Forwarded-For changes on every request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const res = await raw(
        'POST',
        '/api/content/game-scores/memory',
        ['Content-Type: application/json', `X-Forwarded-For: 203.0.113.${i}`],
        score(),
      );
      statuses.push(res.status);
    }
    expect(
      statuses.filter((status) => ![404, 422, 429].includes(status)),
      statuses.join(),
    ).toEqual([]);
    expect(statuses.slice(-5), statuses.join()).toEqual([429, 429, 429, 429, 429]);
    await unchanged();
  });
}
