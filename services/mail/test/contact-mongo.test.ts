import { describe, expect, it } from 'vitest';
import { inbox, message, messagesPath, sendMessage } from './contact-fixtures.ts';
import { mailMongoForTests, startMail } from './mail-service.ts';

const mongo = await mailMongoForTests();

describe('the contact form and the inbox on MongoDB', () => {
  it('keeps a message, notifies it, and serves the inbox; a restart finds both', async () => {
    const first = await startMail({ mongo, smtp: 'start' });
    let id: string;
    try {
      await first.configureSmtp();
      expect((await sendMessage(first, { subject: 'Over Mongo' })).status).toBe(202);
      await first.smtp!.waitFor(1);
      const [kept] = (await inbox(first)).items;
      id = kept!.id;
      await first.call('PATCH', `${messagesPath}/${id}`, { archived: true });
      expect((await inbox(first, '?box=archived&q=mongo')).items.map((m) => m.id)).toEqual([id]);
    } finally {
      await first.stop();
    }
    const second = await startMail({ mongo });
    try {
      expect(await message(second, id)).toMatchObject({ subject: 'Over Mongo', archived: true, notification: 'sent' });
      expect((await second.call('DELETE', `${messagesPath}/${id}`)).status).toBe(204);
      expect((await inbox(second, '?box=archived')).total).toBe(0);
    } finally {
      await second.stop();
    }
  });
});
