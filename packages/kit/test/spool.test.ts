import { readdirSync, readFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger, HttpError, Spool, startPump } from '../src/index.ts';
import { useTempDirs } from '@portfolio/testing';

const logger = createLogger('spool-test', 'silent');
const tempDir = useTempDirs('spool');

type Event = { id: string; n: number };
const events = (from: number, count: number): Event[] =>
  Array.from({ length: count }, (_, i) => ({ id: `e${from + i}`, n: from + i }));
const spoolAt = (dir: string, extra: Partial<ConstructorParameters<typeof Spool>[0]> = {}) =>
  new Spool<Event>({ dir, maxBytes: 1024 * 1024, maxAgeMs: 60_000, logger, ...extra });

describe('Spool', () => {
  it('has every record on disk once append resolves, in one group-committed write', async () => {
    const dir = tempDir();
    const spool = spoolAt(dir);
    await Promise.all([spool.append(events(0, 3)), spool.append(events(3, 2))]);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const lines = readFileSync(join(dir, files[0]!), 'utf8').trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as Event).id)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']);
    await spool.close();
  });

  it('replays oldest first and deletes what the store took', async () => {
    const dir = tempDir();
    const spool = spoolAt(dir, { segmentBytes: 100 });
    for (let i = 0; i < 10; i++) await spool.append(events(i, 1));
    const taken: string[] = [];
    expect(await spool.drain(async (records) => void taken.push(...records.map((r) => r.id)))).toBe(10);
    expect(taken).toEqual(events(0, 10).map((e) => e.id));
    expect(readdirSync(dir)).toEqual([]);
    expect(spool.stats()).toMatchObject({ pendingBytes: 0, pendingSegments: 0 });
  });

  it('keeps the records when the store fails, and replays them later', async () => {
    const spool = spoolAt(tempDir());
    await spool.append(events(0, 4));
    await expect(spool.drain(async () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect(spool.stats().pendingBytes).toBeGreaterThan(0);
    const taken: Event[] = [];
    expect(await spool.drain(async (r) => void taken.push(...r))).toBe(4);
    expect(taken.map((e) => e.id)).toEqual(['e0', 'e1', 'e2', 'e3']);
  });

  it('lets appends through while a drain waits on a hung store', async () => {
    const spool = spoolAt(tempDir());
    await spool.append(events(0, 1));
    let release!: () => void;
    let storeCalled!: () => void;
    const storeWaiting = new Promise<void>((resolve) => (storeCalled = resolve));
    const draining = spool.drain(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          storeCalled();
        }),
    );
    // The drain is now inside the (hung) store write.
    await storeWaiting;
    const appended = spool.append(events(1, 2)).then(() => 'appended');
    // Were appends to wait for the drain, only the guard would settle.
    const guard = new Promise((resolve) => setTimeout(() => resolve('held up by the drain'), 2000).unref());
    expect(await Promise.race([appended, guard])).toBe('appended');
    release();
    expect(await draining).toBe(1);
    const taken: Event[] = [];
    expect(await spool.drain(async (r) => void taken.push(...r))).toBe(2);
    expect(taken.map((e) => e.id)).toEqual(['e1', 'e2']);
  });

  it('survives a restart: a new spool on the same folder replays what the old one accepted', async () => {
    const dir = tempDir();
    const first = spoolAt(dir);
    await first.append(events(0, 3));
    // No close: as after a crash.
    const second = spoolAt(dir);
    const taken: Event[] = [];
    await second.drain(async (r) => void taken.push(...r));
    expect(taken.map((e) => e.id)).toEqual(['e0', 'e1', 'e2']);
  });

  it('hands the store the appended records themselves, without reading the files back', async () => {
    const dir = tempDir();
    const spool = spoolAt(dir, { segmentBytes: 100 });
    const appended = events(0, 6);
    for (const record of appended) await spool.append([record]);
    // Every file is there, exactly as appended: held records are a copy of what is on disk, never instead of it.
    const onDisk = readdirSync(dir).flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Event),
    );
    expect(onDisk).toEqual(appended);
    const taken: Event[] = [];
    await spool.drain(async (r) => void taken.push(...r));
    expect(taken).toHaveLength(6);
    taken.forEach((record, i) => expect(record).toBe(appended[i]));
  });

  it('reads back from disk the segments past its memory allowance', async () => {
    const spool = spoolAt(tempDir(), { segmentBytes: 30, heldBytes: 60 });
    const appended = events(0, 6);
    for (const record of appended) await spool.append([record]);
    const taken: Event[] = [];
    await spool.drain(async (r) => void taken.push(...r));
    expect(taken).toEqual(appended);
    // The oldest segments were held, the later ones parsed from their files.
    expect(taken[0]).toBe(appended[0]);
    expect(taken[5]).not.toBe(appended[5]);
  });

  it('delivers every accepted record exactly once across a store outage and a crash, held or not', async () => {
    const dir = tempDir();
    const first = spoolAt(dir, { segmentBytes: 60 });
    const stored = new Map<string, number>();
    const store = (failAt?: string) => async (records: Event[]) => {
      if (failAt && records.some((r) => r.id === failAt)) throw new Error('store down');
      for (const r of records) stored.set(r.id, (stored.get(r.id) ?? 0) + 1);
    };
    for (let i = 0; i < 8; i++) await first.append(events(i, 1));
    // The store takes the first segments from memory, then goes away: the rest stays on disk.
    await expect(first.drain(store('e4'))).rejects.toThrow('store down');
    await first.append(events(8, 2));
    // A crash: the held records are gone with the process; a new spool replays the files, and only them.
    const second = spoolAt(dir);
    await second.drain(store());
    expect([...stored.keys()].sort()).toEqual(
      events(0, 10)
        .map((e) => e.id)
        .sort(),
    );
    // A segment the store failed on is replayed whole; its records the store already had are the only repeats
    // (the store's writes are idempotent), and no record the store had finished with comes back.
    const repeated = [...stored].filter(([, count]) => count > 1).map(([id]) => id);
    expect(repeated.every((id) => Number(id.slice(1)) >= 4 - 1)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reads a segment from its file after a failed write, which may have left part of it there', async () => {
    const dir = tempDir();
    const spool = spoolAt(dir);
    await spool.append(events(0, 2));
    // What a failed write leaves is only known from the file: here, a line the failed append did write.
    appendFileSync(join(dir, readdirSync(dir)[0]!), `${JSON.stringify({ id: 'partly-written', n: 2 })}\n`);
    const current = (spool as unknown as { current: { handle: { datasync(): Promise<void> } } }).current;
    current.handle.datasync = () => Promise.reject(new Error('disk gone'));
    await expect(spool.append(events(3, 1))).rejects.toThrow('disk gone');
    const taken: Event[] = [];
    await spool.drain(async (r) => void taken.push(...r));
    expect(taken.map((e) => e.id)).toEqual(['e0', 'e1', 'partly-written', 'e3']);
  });

  it('skips and counts a line torn by a crash mid-write', async () => {
    const dir = tempDir();
    const first = spoolAt(dir);
    await first.append(events(0, 2));
    await first.close();
    appendFileSync(join(dir, readdirSync(dir)[0]!), '{"id":"torn","n":');
    const second = spoolAt(dir);
    const taken: Event[] = [];
    await second.drain(async (r) => void taken.push(...r));
    expect(taken.map((e) => e.id)).toEqual(['e0', 'e1']);
    expect(second.stats().droppedRecords).toBe(1);
  });

  it('refuses new records with a 503 when full, and never drops accepted ones for it', async () => {
    const spool = spoolAt(tempDir(), { maxBytes: 100 });
    await spool.append(events(0, 4));
    const refused = await spool.append(events(4, 4)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, headers: { 'Retry-After': '30' } });
    expect(spool.stats().refusedRecords).toBe(4);
    const taken: Event[] = [];
    await spool.drain(async (r) => void taken.push(...r));
    expect(taken).toHaveLength(4);
  });

  it('drops and counts segments older than the age cap', async () => {
    const spool = spoolAt(tempDir(), { maxAgeMs: 50, segmentBytes: 10 });
    await spool.append(events(0, 3));
    await new Promise((r) => setTimeout(r, 120));
    const taken: Event[] = [];
    await spool.drain(async (r) => void taken.push(...r));
    expect(taken).toEqual([]);
    expect(spool.stats().droppedRecords).toBe(3);
  });
});

describe('startPump', () => {
  it('moves records into the store in the background and replays exactly once after an outage', async () => {
    const spool = spoolAt(tempDir());
    const stored = new Map<string, number>();
    let down = true;
    const pump = startPump(
      spool,
      async (records) => {
        if (down) throw new Error('unreachable');
        for (const r of records) stored.set(r.id, (stored.get(r.id) ?? 0) + 1);
      },
      { logger, intervalMs: 20, maxBackoffMs: 40 },
    );
    await spool.append(events(0, 5));
    await expect(pump.flush()).rejects.toThrow('unreachable');
    expect(pump.storeReachable()).toBe(false);
    down = false;
    await expect.poll(() => stored.size, { timeout: 3000 }).toBe(5);
    expect([...stored.values()].every((count) => count === 1)).toBe(true);
    expect(pump.storeReachable()).toBe(true);
    await pump.stop();
  });

  it('treats a store that hangs as failed and keeps the records', async () => {
    const spool = spoolAt(tempDir());
    const pump = startPump(spool, () => new Promise<void>(() => {}), {
      logger,
      intervalMs: 10_000,
      writeTimeoutMs: 100,
    });
    await spool.append(events(0, 2));
    await expect(pump.flush()).rejects.toThrow(/timed out/);
    expect(spool.stats().pendingBytes).toBeGreaterThan(0);
    await spool.close();
    await pump.stop().catch(() => {});
  });

  describe('as lines (a store that parses the records on a thread of its own)', () => {
    const idsIn = (taken: { text: string }[]) =>
      taken.flatMap(({ text }) =>
        text
          .split('\n')
          .filter(Boolean)
          .map((l) => (JSON.parse(l) as Event).id),
      );

    it('hands the records back as the lines written, in runs of the chunk asked, without reading the files', async () => {
      const dir = tempDir();
      const spool = spoolAt(dir, { holdLines: true, segmentBytes: 100 });
      await spool.append(events(0, 2));
      await spool.append(events(2, 3));
      // Were the file read back, this line would be handed over too.
      appendFileSync(join(dir, readdirSync(dir)[0]!), `${JSON.stringify({ id: 'not-appended', n: 0 })}\n`);
      const taken: { text: string; count: number }[] = [];
      expect(await spool.drainLines(async (lines) => void taken.push(lines), 2)).toBe(5);
      expect(idsIn(taken)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']);
      expect(taken.reduce((sum, t) => sum + t.count, 0)).toBe(5);
      expect(readdirSync(dir)).toEqual([]);
    });

    it('replays lines from the files after a restart, skipping a line torn by a crash', async () => {
      const dir = tempDir();
      const first = spoolAt(dir, { holdLines: true });
      await first.append(events(0, 3));
      appendFileSync(join(dir, readdirSync(dir)[0]!), '{"id":"torn');
      const second = spoolAt(dir, { holdLines: true });
      const taken: { text: string; count: number }[] = [];
      expect(await second.drainLines(async (lines) => void taken.push(lines))).toBe(3);
      expect(idsIn(taken)).toEqual(['e0', 'e1', 'e2']);
      expect(second.stats().droppedRecords).toBe(1);
    });

    it('still hands records to a drain that asks for them, and keeps lines when the store fails', async () => {
      const spool = spoolAt(tempDir(), { holdLines: true });
      await spool.append(events(0, 2));
      await expect(spool.drainLines(async () => Promise.reject(new Error('store down')))).rejects.toThrow();
      const taken: Event[] = [];
      expect(await spool.drain(async (r) => void taken.push(...r))).toBe(2);
      expect(taken).toEqual(events(0, 2));
    });
  });
});
