import { describe, expect, it } from 'vitest';
import { mailAdminEndpoints as a, type ImportReport } from '@portfolio/contracts';
import { asAdmin, mailMongoForTests, startMail } from './mail-service.ts';
import {
  confirm,
  confirmationToken,
  expectCheckInbox,
  mailsTo,
  statusOf,
  subscribe,
  subscriberByEmail,
  subscriberPath,
} from './subscribers-fixtures.ts';

const mongo = await mailMongoForTests();

describe('subscribers on MongoDB', () => {
  it('signs up, confirms, imports, unsubscribes and erases; a restart finds it all', async () => {
    const first = await startMail({ mongo, smtp: 'start' });
    try {
      await first.configureSmtp();
      await expectCheckInbox(await subscribe(first, { email: 'mongo@example.com', firstName: 'Mo', language: 'ru' }));
      const [received] = await mailsTo(first, 'mongo@example.com', 1);
      expect(received!.parsed.subject).toBe('Подтвердите подписку на рассылку');
      expect((await confirm(first, confirmationToken(received!))).status).toBe(200);
      const imported = await first.call(
        'POST',
        `${a.importSubscribers.path}?confirmed=true`,
        'email\nmongo@example.com\nsecond@example.com\n',
        { ...asAdmin, 'content-type': 'text/csv' },
      );
      expect((await imported.json()) as ImportReport).toMatchObject({
        added: 1,
        problems: [{ row: 2, email: 'mongo@example.com', problem: 'already_subscribed' }],
      });
    } finally {
      await first.stop();
    }
    const second = await startMail({ mongo });
    try {
      expect(await subscriberByEmail(second, 'mongo@example.com')).toMatchObject({
        status: 'confirmed',
        language: 'ru',
      });
      const { id } = (await subscriberByEmail(second, 'second@example.com'))!;
      const record = await second.expectStatus<{ id: string }>(200, 'GET', subscriberPath(id));
      const token = second.deps.tokens.make({ purpose: 'unsubscribe', subscriberId: record.id, nonce: 'n' });
      expect((await second.post('/api/mail/newsletter/unsubscribe', { token })).status).toBe(200);
      expect(await statusOf(second, 'second@example.com')).toBe('unsubscribed');
      const listed = await second.expectStatus<{ counts: Record<string, number> }>(200, 'GET', a.subscribers.path);
      expect(listed.counts).toEqual({ pending: 0, confirmed: 1, unsubscribed: 1, bounced: 0 });
      expect((await second.call('DELETE', subscriberPath(id))).status).toBe(204);
      expect(await subscriberByEmail(second, 'second@example.com')).toBeUndefined();
    } finally {
      await second.stop();
    }
  });
});
