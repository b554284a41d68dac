import { describe, expect, it } from 'vitest';
import type { JobList, JobSpec } from '../src/index.ts';

/** What every JobList adapter must do, on the adapter's real store. `open` gives a fresh, empty list. */
export function jobListContract(name: string, open: () => Promise<JobList>) {
  const t0 = new Date('2026-03-01T09:00:00.000Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const leaseMs = 60_000;
  const job = (id: string, runAt = t0, payload: unknown = { articleId: id }): JobSpec => ({
    id,
    kind: 'publish',
    runAt,
    payload,
  });

  describe(`job list contract: ${name}`, () => {
    it('keeps a job as it was put, its payload as JSON and no attempts yet; nothing under an unknown id', async () => {
      const list = await open();
      await list.put(job('publish:a', at(5000), { articleId: 'a', langs: ['en', 'fr'], at: null }));
      expect(await list.get('publish:a')).toEqual({
        id: 'publish:a',
        kind: 'publish',
        runAt: at(5000),
        payload: { articleId: 'a', langs: ['en', 'fr'], at: null },
        attempts: 0,
      });
      expect(await list.get('publish:missing')).toBeUndefined();
    });

    it('replaces a job put again under its id, voiding the old lease: the old claim can neither complete nor fail it', async () => {
      const list = await open();
      await list.put(job('publish:a'));
      const first = (await list.claim(t0, leaseMs))!;
      await list.put({ ...job('publish:a', at(1000)), kind: 'audio', payload: { v: 2 } });
      expect(await list.get('publish:a')).toEqual({
        id: 'publish:a',
        kind: 'audio',
        runAt: at(1000),
        payload: { v: 2 },
        attempts: 0,
      });
      expect(await list.complete('publish:a', first.lease)).toBe(false);
      expect(await list.fail('publish:a', first.lease, at(9000))).toBe(false);
      const second = await list.claim(at(1000), leaseMs);
      expect(second).toMatchObject({ id: 'publish:a', kind: 'audio', payload: { v: 2 }, attempts: 0 });
      expect(second!.lease).not.toBe(first.lease);
    });

    it('claims due jobs earliest runAt first', async () => {
      const list = await open();
      await list.put(job('c', at(2000)));
      await list.put(job('a', at(0)));
      await list.put(job('b', at(1000)));
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push((await list.claim(at(5000), leaseMs))?.id);
      expect(ids).toEqual(['a', 'b', 'c']);
      expect(await list.claim(at(5000), leaseMs)).toBeUndefined();
    });

    it('does not claim a job before its runAt', async () => {
      const list = await open();
      await list.put(job('later', at(1000)));
      expect(await list.claim(at(999), leaseMs)).toBeUndefined();
      expect(await list.claim(at(1000), leaseMs)).toMatchObject({ id: 'later', attempts: 0 });
    });

    it('never gives a job to two claims while its lease holds, even claims made at once', async () => {
      const list = await open();
      for (const id of ['a', 'b', 'c']) await list.put(job(id));
      const claims = await Promise.all(Array.from({ length: 5 }, () => list.claim(t0, leaseMs)));
      const ids = claims.map((claimed) => claimed?.id);
      expect(ids.filter(Boolean).sort()).toEqual(['a', 'b', 'c']);
      expect(ids.filter((id) => id === undefined)).toHaveLength(2);
      expect(await list.claim(at(leaseMs - 1), leaseMs)).toBeUndefined();
    });

    it('gives a job whose lease ran out (its runner died) to the next claim, counting the interrupted run', async () => {
      const list = await open();
      await list.put(job('a'));
      const crashed = (await list.claim(t0, leaseMs))!;
      expect(await list.get('a')).toMatchObject({ attempts: 0 });
      const again = (await list.claim(at(leaseMs), leaseMs))!;
      expect(again).toMatchObject({ id: 'a', attempts: 1 });
      expect(again.lease).not.toBe(crashed.lease);
      expect(await list.complete('a', crashed.lease)).toBe(false);
      expect(await list.complete('a', again.lease)).toBe(true);
    });

    it('removes a completed job for good: never claimed again, completed only once', async () => {
      const list = await open();
      await list.put(job('a'));
      const claimed = (await list.claim(t0, leaseMs))!;
      expect(await list.complete('a', claimed.lease)).toBe(true);
      expect(await list.get('a')).toBeUndefined();
      expect(await list.claim(at(100 * leaseMs), leaseMs)).toBeUndefined();
      expect(await list.complete('a', claimed.lease)).toBe(false);
    });

    it('puts a failed job back for its retry time, its failed run counted', async () => {
      const list = await open();
      await list.put(job('a'));
      const claimed = (await list.claim(t0, leaseMs))!;
      expect(await list.fail('a', claimed.lease, at(5000))).toBe(true);
      expect(await list.get('a')).toMatchObject({ runAt: at(5000), attempts: 1 });
      expect(await list.claim(at(4999), leaseMs)).toBeUndefined();
      const retried = (await list.claim(at(5000), leaseMs))!;
      expect(retried).toMatchObject({ id: 'a', attempts: 1 });
      expect(await list.fail('a', claimed.lease, at(9000))).toBe(false);
      expect(await list.fail('a', retried.lease, at(9000))).toBe(true);
      expect((await list.claim(at(9000), leaseMs))!.attempts).toBe(2);
    });

    it('cancels a job, leased or not, so that its claim can no longer complete it; cancelling none is nothing', async () => {
      const list = await open();
      await list.put(job('a'));
      await list.put(job('b'));
      await list.cancel('a');
      expect(await list.get('a')).toBeUndefined();
      const claimed = (await list.claim(t0, leaseMs))!;
      expect(claimed.id).toBe('b');
      await list.cancel('b');
      expect(await list.complete('b', claimed.lease)).toBe(false);
      await expect(list.cancel('none')).resolves.toBeUndefined();
      expect(await list.claim(at(100 * leaseMs), leaseMs)).toBeUndefined();
    });

    it('keeps a job given up as failed: never claimed again, out of the backlog, counted, until put anew', async () => {
      const list = await open();
      await list.put(job('a'));
      await list.put(job('b', at(1000)));
      const claimed = (await list.claim(t0, leaseMs))!;
      expect(await list.giveUp('a', 'not-the-lease', at(500))).toBe(false);
      expect(await list.giveUp('a', claimed.lease, at(500))).toBe(true);
      expect(await list.get('a')).toMatchObject({ id: 'a', attempts: 1, failedAt: at(500) });
      expect(await list.complete('a', claimed.lease)).toBe(false);
      expect(await list.nextRunAt()).toEqual(at(1000));
      expect((await list.claim(at(100 * leaseMs), leaseMs))?.id).toBe('b');
      expect(await list.claim(at(100 * leaseMs), leaseMs)).toBeUndefined();
      await list.put(job('a', at(2000)));
      expect((await list.get('a'))?.failedAt).toBeUndefined();
      expect((await list.claim(at(2000), leaseMs))?.id).toBe('a');
    });

    it('tells the backlog: due jobs (leased ones too) and how long the earliest has waited, and the failed ones', async () => {
      const list = await open();
      expect(await list.stats(t0)).toEqual({ depth: 0, oldestAgeSeconds: 0, failed: 0 });
      await list.put(job('a', at(0)));
      await list.put(job('b', at(30_000)));
      await list.put(job('later', at(120_000)));
      await list.put(job('broken', at(0)));
      const broken = (await list.claim(at(0), leaseMs))!;
      await list.giveUp(broken.id, broken.lease, at(1000));
      await list.claim(at(90_000), leaseMs);
      expect(await list.stats(at(90_000))).toEqual({ depth: 2, oldestAgeSeconds: 90, failed: 1 });
      expect(await list.stats(at(150_500))).toEqual({ depth: 3, oldestAgeSeconds: 150, failed: 1 });
    });

    it("tells the earliest runAt of any job, a leased one's too, and none when empty", async () => {
      const list = await open();
      expect(await list.nextRunAt()).toBeUndefined();
      await list.put(job('b', at(2000)));
      await list.put(job('a', at(1000)));
      expect(await list.nextRunAt()).toEqual(at(1000));
      const claimed = (await list.claim(at(1000), leaseMs))!;
      expect(await list.nextRunAt()).toEqual(at(1000));
      await list.complete(claimed.id, claimed.lease);
      expect(await list.nextRunAt()).toEqual(at(2000));
    });
  });
}
