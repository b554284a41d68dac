import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmtpSettingsRecord, SmtpStore } from '../src/stores/smtp-port.ts';
import type { StoreBackend } from './store-backends.ts';

const record = (fields: Partial<SmtpSettingsRecord> = {}): SmtpSettingsRecord => ({
  host: 'smtp.example.org',
  port: 587,
  security: 'starttls',
  user: 'site@example.org',
  sealedPassword: 'v1.abcdefgh.iv.body.tag',
  fromName: 'Ada’s site',
  fromAddress: 'site@example.org',
  replyTo: '',
  notifyAddress: 'ada@example.org',
  updatedAt: new Date(Date.UTC(2026, 10, 20, 10, 0, 0, 123)),
  ...fields,
});

/** One contract, every adapter: what the SMTP area relies on must hold for SQLite and for MongoDB alike. */
export function smtpStoreContract(backend: StoreBackend<SmtpStore>) {
  describe(`SMTP settings store contract (${backend.kind})`, () => {
    let store: SmtpStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    it('has nothing before the first save', async () => {
      expect(await store.read()).toBeUndefined();
    });

    it('gives back every field as saved, the time to the millisecond', async () => {
      await store.save(record());
      expect(await store.read()).toEqual(record());
    });

    it('keeps one record: a save replaces every field, a removed password included', async () => {
      await store.save(record());
      const next = record({
        host: '127.0.0.1',
        port: 25,
        security: 'none',
        user: '',
        sealedPassword: null,
        fromName: 'Другое имя',
        fromAddress: 'news@example.org',
        replyTo: 'reply@example.org',
        notifyAddress: '',
        updatedAt: new Date(Date.UTC(2026, 10, 21, 8, 30)),
      });
      await store.save(next);
      expect(await store.read()).toEqual(next);
    });
  });
}
