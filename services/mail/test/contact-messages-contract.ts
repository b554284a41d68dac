import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessageFilter, MessageRecord, MessagesStore } from '../src/stores/messages-port.ts';
import type { StoreBackend } from './store-backends.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute, 0, 123));

export const messageRecord = (id: string, fields: Partial<MessageRecord> = {}): MessageRecord => ({
  id,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'Hello',
  message: 'A few words.',
  language: 'en',
  receivedAt: at(0),
  read: false,
  archived: false,
  notification: 'pending',
  repliedAt: null,
  ...fields,
});

/** One contract, every adapter: what the inbox relies on must hold for SQLite and for MongoDB alike. */
export function messagesStoreContract(backend: StoreBackend<MessagesStore>) {
  describe(`messages store contract (${backend.kind})`, () => {
    let store: MessagesStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    const listed = async (filter: Partial<MessageFilter> = {}) => {
      const { records, total } = await store.list({ box: 'inbox', offset: 0, limit: 50, ...filter });
      return { ids: records.map((record) => record.id), total };
    };

    it('keeps a message whole: texts, language, dates to the millisecond, flags and states', async () => {
      const record = messageRecord('whole_1-x', {
        name: 'Zoë Ünal',
        email: 'zoe@exämple.org',
        subject: 'مرحبا',
        message: 'Line one\nLine two\r\n\tindented — 日本語',
        language: 'ar',
        receivedAt: new Date('2026-11-02T03:04:05.678Z'),
        read: true,
        archived: true,
        notification: 'not_configured',
        repliedAt: new Date('2026-11-03T01:02:03.004Z'),
      });
      await store.insert(record);
      expect(await store.get('whole_1-x')).toEqual(record);
      await store.insert(messageRecord('plain', { language: null }));
      expect(await store.get('plain')).toEqual(messageRecord('plain', { language: null }));
      expect(await store.get('missing')).toBeUndefined();
    });

    it('refuses a second message with the same id and keeps the first', async () => {
      await store.insert(messageRecord('twice'));
      await expect(store.insert(messageRecord('twice', { subject: 'Other' }))).rejects.toThrow();
      expect((await store.get('twice'))?.subject).toBe('Hello');
    });

    it('lists a box newest first, then by id descending, in pages with the total', async () => {
      for (const [id, minute] of [
        ['b', 1],
        ['a', 1],
        ['c', 3],
        ['d', 0],
        ['e', 2],
      ] as const)
        await store.insert(messageRecord(id, { receivedAt: at(minute) }));
      await store.insert(messageRecord('old', { receivedAt: at(9), archived: true }));
      expect(await listed()).toEqual({ ids: ['c', 'e', 'b', 'a', 'd'], total: 5 });
      expect(await listed({ offset: 1, limit: 2 })).toEqual({ ids: ['e', 'b'], total: 5 });
      expect(await listed({ offset: 5 })).toEqual({ ids: [], total: 5 });
      expect(await listed({ box: 'archived' })).toEqual({ ids: ['old'], total: 1 });
    });

    it('filters unread or read messages and counts the unread ones of the inbox only', async () => {
      await store.insert(messageRecord('new', { receivedAt: at(3) }));
      await store.insert(messageRecord('seen', { receivedAt: at(2), read: true }));
      await store.insert(messageRecord('new-too', { receivedAt: at(1) }));
      await store.insert(messageRecord('filed', { receivedAt: at(4), archived: true }));
      expect(await listed({ unread: true })).toEqual({ ids: ['new', 'new-too'], total: 2 });
      expect(await listed({ unread: false })).toEqual({ ids: ['seen'], total: 1 });
      expect(await listed({ box: 'archived', unread: true })).toEqual({ ids: ['filed'], total: 1 });
      expect(await store.unreadCount()).toBe(2);
      await store.update('new', { read: true });
      expect(await store.unreadCount()).toBe(1);
      await store.update('new-too', { archived: true });
      expect(await store.unreadCount()).toBe(0);
    });

    it('searches name, address, subject and message as a plain substring, case and width aside', async () => {
      await store.insert(messageRecord('n', { name: 'ÉLODIE Martin', receivedAt: at(1) }));
      await store.insert(messageRecord('e', { email: 'Someone@Mail.example', receivedAt: at(2) }));
      await store.insert(messageRecord('s', { subject: 'Ｒｅａｃｔ job offer', receivedAt: at(3) }));
      await store.insert(messageRecord('m', { message: 'Is a.b*c(d) still\navailable?', receivedAt: at(4) }));
      expect((await listed({ q: 'élodie' })).ids).toEqual(['n']);
      expect((await listed({ q: '  someone@mail ' })).ids).toEqual(['e']);
      expect((await listed({ q: 'react JOB' })).ids).toEqual(['s']);
      // Pattern characters are text.
      expect((await listed({ q: 'a.b*c(d)' })).ids).toEqual(['m']);
      expect((await listed({ q: '.*' })).ids).toEqual([]);
      // A line break in the message is a space; a query never reaches from one field into the next.
      expect((await listed({ q: 'still available' })).ids).toEqual(['m']);
      expect((await listed({ q: 'lovelace ada@' })).ids).toEqual([]);
      expect(await listed({ q: 'nothing like it' })).toEqual({ ids: [], total: 0 });
      expect((await listed({ q: '' })).total).toBe(4);
      expect(await listed({ q: 'élodie', box: 'archived' })).toEqual({ ids: [], total: 0 });
    });

    it('changes only the given fields, and nothing for a message that is not there', async () => {
      await store.insert(messageRecord('p'));
      const replied = new Date('2026-11-21T08:00:00.250Z');
      expect(await store.update('p', { read: true })).toEqual(messageRecord('p', { read: true }));
      expect(await store.update('p', { archived: true, notification: 'sent', repliedAt: replied })).toEqual(
        messageRecord('p', { read: true, archived: true, notification: 'sent', repliedAt: replied }),
      );
      expect(await store.update('p', { read: undefined, archived: false })).toEqual(
        messageRecord('p', { read: true, notification: 'sent', repliedAt: replied }),
      );
      expect(await store.update('p', {})).toEqual(await store.get('p'));
      expect(await store.get('p')).toEqual(
        messageRecord('p', { read: true, notification: 'sent', repliedAt: replied }),
      );
      expect(await store.update('missing', { read: true })).toBeUndefined();
      expect(await store.get('missing')).toBeUndefined();
    });

    it('deletes a message for good', async () => {
      await store.insert(messageRecord('gone'));
      expect(await store.delete('gone')).toBe(true);
      expect(await store.delete('gone')).toBe(false);
      expect(await store.get('gone')).toBeUndefined();
      expect(await listed()).toEqual({ ids: [], total: 0 });
    });
  });
}
