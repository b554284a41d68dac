import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAdminEndpoints as a, mailLimits, type Subscriber } from '@portfolio/contracts';
import { confirmJobId } from '../src/subscribers/confirmations.ts';
import { subscriberDirectory } from '../src/subscribers/subscriber-directory.ts';
import { openSubscribersStore } from '../src/subscribers/subscribers-store.ts';
import { asAdmin, errorOf, mailForSuite, type RunningMail, startMail } from './mail-service.ts';
import { expectCheckInbox, minute, subscribe, subscriberByEmail, subscriberPath } from './subscribers-fixtures.ts';

interface Listed {
  items: Subscriber[];
  total: number;
  page: number;
  pageCount: number;
  counts: Record<string, number>;
}

describe('the administrator’s subscribers', () => {
  let mail: RunningMail;
  beforeAll(async () => {
    // No SMTP configured: confirmations wait on the job list, retried until it is.
    mail = await startMail({ env: { MAIL_SUBSCRIBE_RATE_LIMIT: '1000' } });
    const rows = Array.from(
      { length: 55 },
      (_, i) => `list${String(i).padStart(2, '0')}@example.com;${i < 5 ? 'fr' : 'en'}`,
    );
    const imported = await mail.call(
      'POST',
      `${a.importSubscribers.path}?confirmed=true`,
      `email;language\n${rows.join('\n')}`,
      {
        ...asAdmin,
        'content-type': 'text/csv',
      },
    );
    expect(imported.status).toBe(200);
    mail.clock.advance(minute);
    await expectCheckInbox(
      await subscribe(mail, { email: 'Pending.Person@Example.org', firstName: 'Penny', language: 'de' }),
    );
  });
  afterAll(async () => {
    await mail.stop();
  });

  const list = (query = '') => mail.expectStatus<Listed>(200, 'GET', `${a.subscribers.path}${query}`);

  it('lists newest first in pages of 50, with the counts per status, filters and search', async () => {
    const first = await list();
    expect(first).toMatchObject({
      total: 56,
      page: 1,
      pageCount: 2,
      counts: { pending: 1, confirmed: 55, unsubscribed: 0, bounced: 0 },
    });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      email: 'Pending.Person@Example.org',
      status: 'pending',
      firstName: 'Penny',
      language: 'de',
      source: '/',
    });
    expect((await list('?page=2')).items).toHaveLength(6);
    expect((await list('?page=3')).items).toEqual([]);
    const pending = await list('?status=pending');
    expect(pending.items.map((s) => s.email)).toEqual(['Pending.Person@Example.org']);
    expect(pending.counts).toEqual(first.counts);
    expect((await list('?language=fr')).total).toBe(5);
    expect((await list('?q=PENNY')).total).toBe(1);
    expect((await list('?q=pending.person@example.ORG')).total).toBe(1);
    expect((await list('?q=list0&language=fr')).counts).toEqual({
      pending: 0,
      confirmed: 5,
      unsubscribed: 0,
      bounced: 0,
    });
  });

  it('exports every subscriber matching the filters, and shows one', async () => {
    const { items } = await mail.expectStatus<{ items: Subscriber[] }>(200, 'GET', a.exportSubscribers.path);
    expect(items).toHaveLength(56);
    const french = await mail.expectStatus<{ items: Subscriber[] }>(
      200,
      'GET',
      `${a.exportSubscribers.path}?language=fr&status=confirmed`,
    );
    expect(french.items.map((s) => s.email).sort()).toEqual(
      ['list00', 'list01', 'list02', 'list03', 'list04'].map((l) => `${l}@example.com`),
    );
    const one = items[10]!;
    expect(await mail.expectStatus<Subscriber>(200, 'GET', subscriberPath(one.id))).toEqual(one);
  });

  it('refuses bad queries and unknown ids with a 4xx', async () => {
    for (const query of [
      '?status=gone',
      '?page=0',
      '?page=1001',
      '?language=xx',
      '?q=' + 'x'.repeat(mailLimits.queryLength + 1),
      '?other=1',
    ]) {
      const res = await mail.call('GET', `${a.subscribers.path}${query}`);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).code).toBe('validation_failed');
    }
    expect((await mail.call('GET', subscriberPath('0123456789abcdef0123456789abcdef'))).status).toBe(404);
    expect((await mail.call('GET', '/api/admin/mail/subscribers/bad%20id')).status).toBe(400);
    expect((await mail.call('DELETE', subscriberPath('0123456789abcdef0123456789abcdef'))).status).toBe(404);
  });

  it('erases a subscriber completely: the record, its pending confirmation, and the address may sign up afresh', async () => {
    const email = 'Pending.Person@Example.org';
    const { id } = (await subscriberByEmail(mail, email))!;
    expect(await mail.deps.jobs.get(confirmJobId(id))).toBeDefined();
    const res = await mail.call('DELETE', subscriberPath(id));
    expect(res.status).toBe(204);
    expect((await mail.call('GET', subscriberPath(id))).status).toBe(404);
    expect(await mail.deps.jobs.get(confirmJobId(id))).toBeUndefined();
    expect((await list('?q=penny')).total).toBe(0);
    expect((await mail.call('DELETE', subscriberPath(id))).status).toBe(404);
    // A link from an old mail of the erased subscriber: nothing to unsubscribe, nothing written back.
    const token = mail.deps.tokens.make({ purpose: 'unsubscribe', subscriberId: id, nonce: 'old' });
    expect((await mail.post('/api/mail/newsletter/unsubscribe', { token })).status).toBe(200);
    expect((await mail.call('GET', subscriberPath(id))).status).toBe(404);
    await expectCheckInbox(await subscribe(mail, { email }));
    const again = await subscriberByEmail(mail, email);
    expect(again).toMatchObject({ status: 'pending', firstName: '' });
    expect(again!.id).not.toBe(id);
  });
});

describe('the subscriber directory the newsletter reads', () => {
  const mail = mailForSuite();

  it('pages through the confirmed, marks bounces, reports unsubscriptions and runs erase hooks first', async () => {
    const store = openSubscribersStore(mail.deps.database);
    const { directory, beforeErase } = subscriberDirectory(store, mail.clock.now);
    const rows = ['d1@example.com;ja;Aki', 'd2@example.com;en;', 'd3@example.com;ar;'];
    const res = await mail.call(
      'POST',
      `${a.importSubscribers.path}?confirmed=true`,
      `email;language;name\n${rows.join('\n')}`,
      {
        ...asAdmin,
        'content-type': 'text/csv',
      },
    );
    expect(res.status).toBe(200);
    const firstTwo = await directory.confirmed(undefined, 2);
    const rest = await directory.confirmed(firstTwo[1]!.id, 2);
    const all = [...firstTwo, ...rest];
    expect(all.map((r) => r.email).sort()).toEqual(['d1@example.com', 'd2@example.com', 'd3@example.com']);
    expect([...all.map((r) => r.id)].sort()).toEqual(all.map((r) => r.id));
    const aki = all.find((r) => r.email === 'd1@example.com')!;
    expect(aki).toEqual({
      id: aki.id,
      email: 'd1@example.com',
      firstName: 'Aki',
      language: 'ja',
      nonce: expect.any(String),
    });
    expect(await directory.get(aki.id)).toEqual({ ...aki, status: 'confirmed' });

    const bounced = all.find((r) => r.email === 'd2@example.com')!;
    await directory.markBounced(bounced.id);
    expect((await directory.get(bounced.id))?.status).toBe('bounced');
    expect((await directory.confirmed(undefined, 10)).map((r) => r.id)).not.toContain(bounced.id);

    const since = mail.clock.now();
    mail.clock.advance(minute);
    const token = mail.deps.tokens.make({ purpose: 'unsubscribe', subscriberId: aki.id, nonce: aki.nonce });
    expect((await mail.post('/api/mail/newsletter/unsubscribe', { token })).status).toBe(200);
    expect(await directory.unsubscribedSince(since)).toEqual([aki.id]);
    expect(await directory.unsubscribedSince(mail.clock.now())).toEqual([aki.id]);
    mail.clock.advance(1);
    expect(await directory.unsubscribedSince(mail.clock.now())).toEqual([]);

    const calls: string[] = [];
    directory.onErase(async (id) => {
      calls.push(`deliveries ${id}`);
    });
    directory.onErase(async () => {
      throw new Error('store away');
    });
    await expect(beforeErase(aki.id)).rejects.toThrow('store away');
    expect(calls).toEqual([`deliveries ${aki.id}`]);
    expect(await directory.get('gone')).toBeUndefined();
  });
});
