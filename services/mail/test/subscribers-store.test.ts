import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addressKey } from '@portfolio/contracts';
import { createMongoSubscribersStore } from '../src/stores/mongo/subscribers-store.ts';
import { createSqliteSubscribersStore } from '../src/stores/sqlite/subscribers-store.ts';
import { SubscriberExists, type SubscriberRecord, type SubscribersStore } from '../src/stores/subscribers-port.ts';
import { storeBackends } from './store-backends.ts';

const backends = await storeBackends<SubscribersStore>({
  name: 'subscribers',
  sqlite: createSqliteSubscribersStore,
  async mongo(db) {
    const store = createMongoSubscribersStore(db, 5000);
    await store.createIndexes();
    return store;
  },
});

const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 12, minute, 0, 123));

function subscriber(id: string, overrides: Partial<SubscriberRecord> = {}): SubscriberRecord {
  const email = overrides.email ?? `${id}@example.com`;
  return {
    id,
    email,
    key: addressKey(email),
    firstName: '',
    status: 'pending',
    language: 'en',
    source: '/',
    createdAt: at(0),
    confirmedAt: null,
    updatedAt: at(0),
    nonce: `nonce-${id}`,
    confirmationRequestedAt: null,
    unsubscribedAt: null,
    ...overrides,
  };
}

/** One contract, both adapters: what the subscribers area relies on holds for SQLite and MongoDB alike. */
for (const backend of backends) {
  describe(`subscribers store contract (${backend.kind})`, () => {
    let store: SubscribersStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    const ids = (records: SubscriberRecord[]) => records.map((record) => record.id);

    it('keeps a record whole, dates to the millisecond, and finds it by id and by address key', async () => {
      const record = subscriber('a1', {
        email: 'Zoë.Martin@Example.COM',
        firstName: 'Zoë',
        status: 'confirmed',
        language: 'ar',
        source: '/ar/blog/hello',
        createdAt: new Date('2026-03-01T03:04:05.678Z'),
        confirmedAt: new Date('2026-03-02T03:04:05.679Z'),
        updatedAt: new Date('2026-03-02T03:04:05.679Z'),
        confirmationRequestedAt: new Date('2026-03-01T03:04:05.678Z'),
      });
      await store.insert(record);
      expect(await store.get('a1')).toEqual(record);
      expect(await store.getByKey('Zoë.Martin@example.com')).toEqual(record);
      expect(await store.getByKey('zoë.martin@example.com')).toBeUndefined();
      expect(await store.getByKeys(['Zoë.Martin@example.com', 'nobody@example.com'])).toEqual([record]);
      expect(await store.getByKeys([])).toEqual([]);
      expect(await store.get('missing')).toBeUndefined();
    });

    it('is unique by address key and by id', async () => {
      await store.insert(subscriber('a', { email: 'same@Example.com' }));
      await expect(store.insert(subscriber('b', { email: 'same@EXAMPLE.COM' }))).rejects.toBeInstanceOf(
        SubscriberExists,
      );
      await expect(store.insert(subscriber('a', { email: 'other@example.com' }))).rejects.toBeInstanceOf(
        SubscriberExists,
      );
      // The local part's case is kept: another key.
      await store.insert(subscriber('c', { email: 'SAME@example.com' }));
      expect((await store.get('b')) ?? null).toBeNull();
    });

    it('updates only when the record exists and the condition holds', async () => {
      await store.insert(subscriber('u', { nonce: 'n1' }));
      expect(await store.update('missing', { status: 'confirmed' })).toBeUndefined();
      expect(await store.update('u', { status: 'confirmed' }, { nonce: 'other' })).toBeUndefined();
      expect(
        await store.update('u', { status: 'confirmed' }, { statusIn: ['unsubscribed', 'bounced'] }),
      ).toBeUndefined();
      expect((await store.get('u'))?.status).toBe('pending');
      const updated = await store.update(
        'u',
        { status: 'confirmed', confirmedAt: at(5), updatedAt: at(5), firstName: 'Ann', source: undefined },
        { nonce: 'n1', statusIn: ['pending'] },
      );
      expect(updated).toEqual(
        subscriber('u', { nonce: 'n1', status: 'confirmed', confirmedAt: at(5), updatedAt: at(5), firstName: 'Ann' }),
      );
      expect(await store.get('u')).toEqual(updated);
      // An empty patch reads the record when the condition holds.
      expect(await store.update('u', {}, { nonce: 'n1' })).toEqual(updated);
      expect(await store.update('u', {}, { nonce: 'n2' })).toBeUndefined();
    });

    it('lists newest first, then by id, in pages, with the total and the counts per status', async () => {
      const rows: [string, number, SubscriberRecord['status']][] = [
        ['b', 1, 'pending'],
        ['a', 1, 'confirmed'],
        ['c', 3, 'confirmed'],
        ['d', 0, 'unsubscribed'],
        ['e', 2, 'bounced'],
      ];
      for (const [id, minute, status] of rows) await store.insert(subscriber(id, { createdAt: at(minute), status }));
      const all = await store.list({ offset: 0, limit: 50 });
      expect(ids(all.records)).toEqual(['c', 'e', 'a', 'b', 'd']);
      expect(all.total).toBe(5);
      expect(all.counts).toEqual({ pending: 1, confirmed: 2, unsubscribed: 1, bounced: 1 });
      const page = await store.list({ offset: 1, limit: 2 });
      expect(ids(page.records)).toEqual(['e', 'a']);
      expect(page.total).toBe(5);
      const confirmed = await store.list({ offset: 0, limit: 50, status: 'confirmed' });
      expect(ids(confirmed.records)).toEqual(['c', 'a']);
      expect(confirmed.total).toBe(2);
      // The counts are those of every status under the other filters: the numbers on the status tabs.
      expect(confirmed.counts).toEqual(all.counts);
      expect((await store.list({ offset: 5, limit: 50 })).records).toEqual([]);
    });

    it('filters by language and searches address and first name as plain text, case and width aside', async () => {
      await store.insert(
        subscriber('f', { email: 'jean@exemple.fr', firstName: 'Jean', language: 'fr', createdAt: at(1) }),
      );
      await store.insert(
        subscriber('j', { email: 'taro@example.jp', firstName: 'Ｔａｒｏ', language: 'ja', createdAt: at(2) }),
      );
      await store.insert(
        subscriber('x', { email: 'a.b*c@example.com', firstName: 'Zed', status: 'confirmed', createdAt: at(3) }),
      );
      const search = async (q: string, extra = {}) =>
        ids((await store.list({ offset: 0, limit: 50, q, ...extra })).records);
      expect(await search('JEAN')).toEqual(['f']);
      expect(await search('taro')).toEqual(['j']);
      expect(await search('  EXAMPLE ')).toEqual(['x', 'j']);
      expect(await search('b*c')).toEqual(['x']);
      expect(await search('.*')).toEqual([]);
      // A query cannot reach across the address and the name.
      expect(await search('jp\ntaro')).toEqual([]);
      expect(await search('example', { language: 'ja' })).toEqual(['j']);
      const filtered = await store.list({ offset: 0, limit: 50, q: 'example', status: 'pending' });
      expect(ids(filtered.records)).toEqual(['j']);
      expect(filtered.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 0, bounced: 0 });
      expect(ids(await store.all({ q: 'example' }))).toEqual(['x', 'j']);
      expect(ids(await store.all({ language: 'fr' }))).toEqual(['f']);
      expect(ids(await store.all({}))).toEqual(['x', 'j', 'f']);
      // A renamed subscriber is found by the new name only.
      await store.update('x', { firstName: 'Yann' });
      expect(await search('zed')).toEqual([]);
      expect(await search('yann')).toEqual(['x']);
    });

    it('pages through the confirmed in id order after a cursor, and tells who unsubscribed since when', async () => {
      for (const id of ['c3', 'c1', 'p1', 'c2', 'u1', 'u2']) {
        const status = id.startsWith('c') ? 'confirmed' : id.startsWith('p') ? 'pending' : 'unsubscribed';
        const unsubscribedAt = id === 'u1' ? at(10) : id === 'u2' ? at(20) : null;
        await store.insert(subscriber(id, { status, unsubscribedAt }));
      }
      expect(ids(await store.confirmed(undefined, 2))).toEqual(['c1', 'c2']);
      expect(ids(await store.confirmed('c2', 2))).toEqual(['c3']);
      expect(ids(await store.confirmed('c3', 2))).toEqual([]);
      expect(await store.unsubscribedSince(at(10))).toEqual(['u1', 'u2']);
      expect(await store.unsubscribedSince(at(11))).toEqual(['u2']);
      expect(await store.unsubscribedSince(at(21))).toEqual([]);
    });

    it('erases a record completely: its address can sign up again', async () => {
      await store.insert(subscriber('gone', { email: 'gone@example.com' }));
      expect(await store.delete('gone')).toBe(true);
      expect(await store.delete('gone')).toBe(false);
      expect(await store.get('gone')).toBeUndefined();
      expect(await store.getByKey('gone@example.com')).toBeUndefined();
      expect((await store.list({ offset: 0, limit: 50 })).total).toBe(0);
      await store.insert(subscriber('again', { email: 'gone@example.com' }));
      expect((await store.getByKey('gone@example.com'))?.id).toBe('again');
    });
  });
}
