import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameEvent, type GameEvent } from '@portfolio/contracts';
import { fakeServer, json } from '@/test/fake-server';
import { sendGameEvent } from '../api/game-events';
import { createPlayTracker } from './play-tracker';
import { usePlayEvents, type PlayProgress } from './use-play-events';

const events = (server: ReturnType<typeof fakeServer>): GameEvent[] =>
  server.called('POST', '/api/analytics/game-event').map((call) => JSON.parse(String(call.init!.body)) as GameEvent);

const ingest = () => fakeServer({ 'POST /api/analytics/game-event': () => json(202, { accepted: true }) });

/** The browser's navigator with some of its parts replaced (a beacon or none, Do Not Track). */
function browser(parts: { sendBeacon?: Navigator['sendBeacon']; doNotTrack?: string }) {
  const stand = Object.create(navigator) as Navigator;
  for (const [name, value] of Object.entries({ sendBeacon: undefined, ...parts })) {
    Object.defineProperty(stand, name, { value, configurable: true });
  }
  vi.stubGlobal('navigator', stand);
}

beforeEach(() => browser({}));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('play events', () => {
  it('a game starts once and finishes once, each event with its own id and nothing about the player', () => {
    const sent: GameEvent[] = [];
    let now = 1000;
    let id = 0;
    const tracker = createPlayTracker('2048', {
      send: (e) => sent.push(e),
      now: () => now,
      newEventId: () => `event-00${++id}`,
    });
    tracker.finish(10, false);
    expect(sent).toEqual([]);
    tracker.start();
    tracker.start();
    now = 4500;
    tracker.finish(128, true, 3200);
    tracker.finish(256, false);
    expect(sent).toEqual([
      { eventId: 'event-001', game: '2048', kind: 'start' },
      { eventId: 'event-002', game: '2048', kind: 'finish', score: 128, durationMs: 3200, completed: true },
    ]);
    for (const event of sent) expect(gameEvent.safeParse(event).success).toBe(true);
  });

  it('a game left mid-way finishes uncompleted with the score it had and the time it lasted', () => {
    const sent: GameEvent[] = [];
    let now = 0;
    const tracker = createPlayTracker('snake', {
      send: (e) => sent.push(e),
      now: () => now,
      newEventId: () => 'event-id-1',
    });
    tracker.start();
    now = 2500.4;
    tracker.finish(30, false);
    expect(sent.at(-1)).toMatchObject({ kind: 'finish', score: 30, durationMs: 2500, completed: false });
  });

  it('are posted as JSON without credentials and kept alive when the browser has no beacon', async () => {
    const server = ingest();
    await sendGameEvent({ eventId: 'lx2k9-Abcdefghijklmnop', game: 'memory', kind: 'start' });
    const [call] = server.called('POST', '/api/analytics/game-event');
    expect(call!.init).toMatchObject({ keepalive: true, credentials: 'omit' });
    expect(events(server)).toEqual([{ eventId: 'lx2k9-Abcdefghijklmnop', game: 'memory', kind: 'start' }]);
  });

  it('go as a beacon where the browser has one, and not at all under Do Not Track', async () => {
    const server = ingest();
    const beacon = vi.fn((_url: string, _body: string) => true);
    browser({ sendBeacon: beacon });
    await sendGameEvent({ eventId: 'lx2k9-Abcdefghijklmnop', game: 'snake', kind: 'start' });
    expect(beacon).toHaveBeenCalledOnce();
    expect(beacon.mock.calls[0]![0]).toMatch(/\/api\/analytics\/game-event$/);
    expect(JSON.parse(beacon.mock.calls[0]![1])).toMatchObject({ game: 'snake', kind: 'start' });

    browser({ sendBeacon: beacon, doNotTrack: '1' });
    await sendGameEvent({ eventId: 'lx2k9-Abcdefghijklmnoq', game: 'snake', kind: 'start' });
    expect(beacon).toHaveBeenCalledOnce();
    expect(server.calls).toEqual([]);
  });

  it('follow a round from its first move to its end, and end a round left unfinished with the page', async () => {
    const server = ingest();
    const { rerender, unmount } = renderHook(
      ({ round, progress }: { round: number; progress: PlayProgress }) => usePlayEvents('memory', round, progress),
      { initialProps: { round: 1, progress: { started: false, score: 0, durationMs: undefined } as PlayProgress } },
    );
    rerender({ round: 1, progress: { started: true, score: 1, durationMs: undefined } });
    rerender({ round: 1, progress: { started: true, score: 9, durationMs: 21_000 } });
    // A new game, started and then left with the page.
    rerender({ round: 2, progress: { started: true, score: 2, durationMs: undefined } });
    rerender({ round: 2, progress: { started: true, score: 4, durationMs: undefined } });
    unmount();
    await waitFor(() => expect(events(server)).toHaveLength(4));
    expect(events(server).map(({ eventId: _id, ...event }) => event)).toEqual([
      { game: 'memory', kind: 'start' },
      { game: 'memory', kind: 'finish', score: 9, durationMs: 21_000, completed: true },
      { game: 'memory', kind: 'start' },
      expect.objectContaining({ game: 'memory', kind: 'finish', score: 4, completed: false }),
    ]);
    expect(new Set(events(server).map((e) => e.eventId)).size).toBe(4);
  });
});
