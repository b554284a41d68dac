import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { IssueRecord, NewsletterStore } from '../src/stores/newsletter-port.ts';
import type { StoreBackend } from './store-backends.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 12, minute));

const issueRecord = (id: string, fields: Partial<IssueRecord> = {}): IssueRecord => ({
  id,
  number: 1,
  status: 'draft',
  skipReason: null,
  scheduledFor: at(60),
  since: at(0),
  intro: {},
  articles: [],
  startedAt: null,
  finishedAt: null,
  enqueued: false,
  ...fields,
});

const article = {
  articleId: 'a1',
  language: 'fr' as const,
  title: 'Un titre',
  excerpt: 'Un extrait.',
  url: 'https://portfolio.example/blog/un-titre',
  publishedAt: '2026-03-10T12:30:00.000Z',
};

/** One contract, every adapter: what the newsletter relies on must hold for SQLite and for MongoDB alike. */
export function newsletterStoreContract(backend: StoreBackend<NewsletterStore>) {
  describe(`newsletter store contract (${backend.kind})`, () => {
    let store: NewsletterStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    it('keeps the schedule, none until saved', async () => {
      expect(await store.schedule()).toBeUndefined();
      const schedule = { enabled: true, weekday: 2, hour: 9, timeZone: 'Europe/Paris', startedAt: at(0) };
      await store.saveSchedule(schedule);
      expect(await store.schedule()).toEqual(schedule);
      await store.saveSchedule({ ...schedule, enabled: false });
      expect(await store.schedule()).toEqual({ ...schedule, enabled: false });
    });

    it('keeps issues as written and at most one draft', async () => {
      const draft = issueRecord('i1', { intro: { fr: 'Bonjour' } });
      expect(await store.insertIssue(draft)).toBe(true);
      expect(await store.insertIssue(issueRecord('i2'))).toBe(false);
      expect(await store.issue('i1')).toEqual(draft);
      expect(await store.draft()).toEqual(draft);
      expect(await store.issue('i2')).toBeUndefined();
      expect(await store.insertIssue(issueRecord('i3', { status: 'sent', startedAt: at(5) }))).toBe(true);
    });

    it('changes an issue only from the status it is in (compare and set)', async () => {
      await store.insertIssue(issueRecord('i1'));
      const started = await store.updateIssue('i1', 'draft', {
        status: 'sending',
        startedAt: at(7),
        articles: [article],
      });
      expect(started).toMatchObject({ status: 'sending', startedAt: at(7), articles: [article], scheduledFor: at(60) });
      expect(await store.updateIssue('i1', 'draft', { status: 'skipped' })).toBeUndefined();
      expect(await store.updateIssue('nothing', 'draft', { status: 'skipped' })).toBeUndefined();
      expect(await store.issue('i1')).toEqual(started);
      expect(await store.draft()).toBeUndefined();
      expect((await store.sendingIssues()).map((i) => i.id)).toEqual(['i1']);
    });

    it('lists past issues latest first, and counts and finds the started ones', async () => {
      await store.insertIssue(issueRecord('old', { status: 'sent', scheduledFor: at(1), startedAt: at(1) }));
      await store.insertIssue(
        issueRecord('skip', { status: 'skipped', scheduledFor: at(2), skipReason: 'no_articles' }),
      );
      await store.insertIssue(issueRecord('new', { status: 'sending', scheduledFor: at(3), startedAt: at(3) }));
      await store.insertIssue(issueRecord('draft', { scheduledFor: at(4) }));
      expect((await store.pastIssues()).map((i) => i.id)).toEqual(['new', 'skip', 'old']);
      expect(await store.startedCount()).toBe(2);
      expect((await store.lastStarted())?.id).toBe('new');
    });

    it('enqueues one delivery per subscriber, twice the same', async () => {
      await store.enqueue('i1', ['s1', 's2'], at(0));
      await store.enqueue('i1', ['s2', 's3'], at(0));
      expect(await store.deliveryCounts('i1')).toMatchObject({ queued: 3, sending: 0, sent: 0 });
      expect(await store.deliveryCounts('other')).toMatchObject({ queued: 0 });
    });

    it('claims due deliveries one at a time in order, under a lease', async () => {
      await store.enqueue('i1', ['s2', 's1'], at(0));
      await store.enqueue('i2', ['s9'], at(0));
      const first = await store.claimDelivery('i1', at(1), 60_000);
      expect(first).toMatchObject({ issueId: 'i1', subscriberId: 's1', status: 'sending', attempts: 0 });
      const second = await store.claimDelivery('i1', at(1), 60_000);
      expect(second?.subscriberId).toBe('s2');
      expect(await store.claimDelivery('i1', at(1), 60_000)).toBeUndefined();
      // The claim runs out: a sender that stopped leaves it to the next one.
      const again = await store.claimDelivery('i1', at(2), 60_000);
      expect(again?.subscriberId).toBe('s1');
      expect(again?.lease).not.toBe(first?.lease);
      // The first lease no longer holds.
      expect(await store.settleDelivery('i1', 's1', first!.lease!, { status: 'sent' })).toBe(false);
      expect(await store.settleDelivery('i1', 's1', again!.lease!, { status: 'sent' })).toBe(true);
      expect(await store.delivery('i1', 's1')).toMatchObject({ status: 'sent', lease: null });
      expect(await store.claimDelivery('i1', at(3), 60_000)).toMatchObject({ subscriberId: 's2' });
    });

    it('puts a delivery back for later, counting the attempt or not, and tells when the next is due', async () => {
      await store.enqueue('i1', ['s1', 's2'], at(0));
      const one = (await store.claimDelivery('i1', at(0), 60_000))!;
      await store.settleDelivery('i1', 's1', one.lease!, {
        status: 'queued',
        nextAt: at(30),
        countAttempt: true,
        detail: '451 try later',
      });
      expect(await store.delivery('i1', 's1')).toMatchObject({
        status: 'queued',
        attempts: 1,
        detail: '451 try later',
      });
      const two = (await store.claimDelivery('i1', at(0), 60_000))!;
      expect(two.subscriberId).toBe('s2');
      await store.settleDelivery('i1', 's2', two.lease!, { status: 'queued', nextAt: at(10), countAttempt: false });
      expect(await store.delivery('i1', 's2')).toMatchObject({ attempts: 0 });
      expect(await store.nextDeliveryAt('i1')).toEqual(at(10));
      expect(await store.claimDelivery('i1', at(5), 60_000)).toBeUndefined();
      const back = (await store.claimDelivery('i1', at(30), 60_000))!;
      expect(back.subscriberId).toBe('s2');
      await store.settleDelivery('i1', 's2', back.lease!, { status: 'bounced', detail: '550 no such user' });
      const last = (await store.claimDelivery('i1', at(30), 60_000))!;
      expect(last).toMatchObject({ subscriberId: 's1', attempts: 1 });
      await store.settleDelivery('i1', 's1', last.lease!, { status: 'sent' });
      expect(await store.nextDeliveryAt('i1')).toBeUndefined();
      expect(await store.deliveryCounts('i1')).toEqual({
        queued: 0,
        sending: 0,
        sent: 1,
        failed: 0,
        bounced: 1,
        skipped: 0,
      });
    });

    it('counts who among some subscribers was sent the issue, and forgets a subscriber', async () => {
      await store.enqueue('i1', ['s1', 's2', 's3'], at(0));
      for (let i = 0; i < 2; i++) {
        const claimed = (await store.claimDelivery('i1', at(0), 60_000))!;
        await store.settleDelivery('i1', claimed.subscriberId, claimed.lease!, { status: 'sent' });
      }
      expect(await store.sentAmong('i1', ['s1', 's3', 'nobody'])).toBe(1);
      expect(await store.sentAmong('i1', [])).toBe(0);
      await store.enqueue('i2', ['s1'], at(0));
      await store.forgetSubscriber('s1');
      expect(await store.delivery('i1', 's1')).toBeUndefined();
      expect(await store.delivery('i2', 's1')).toBeUndefined();
      expect(await store.delivery('i1', 's2')).toBeDefined();
    });
  });
}
