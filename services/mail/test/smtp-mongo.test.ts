import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { mailAdminEndpoints as a, type DeliveryResult, type SmtpSettings } from '@portfolio/contracts';
import { mailMongoForTests, startMail } from './mail-service.ts';

const mongo = await mailMongoForTests();

const password = 'a-mongo-kept-password';

describe('the SMTP settings on MongoDB', () => {
  it('keep the password sealed, survive a restart and send the test mail', async () => {
    const first = await startMail({ mongo, smtp: { user: 'site', password } });
    // The deployment's key is generated under the data folder: the restarted service keeps it.
    const dataDir = first.dataDir;
    try {
      const saved = await first.configureSmtp(first.smtp, { user: 'site', password });
      expect(saved.passwordSet).toBe(true);
      const client = await MongoClient.connect(mongo.url);
      try {
        const doc = await client.db(mongo.dbName).collection('smtp_settings').findOne({});
        expect(String(doc?.sealedPassword)).toMatch(/^v1\./);
        expect(JSON.stringify(doc)).not.toContain(password);
      } finally {
        await client.close();
      }
    } finally {
      await first.stop(true);
    }
    const second = await startMail({ dataDir, mongo, smtp: { user: 'site', password } });
    try {
      const shown = await second.expectStatus<SmtpSettings>(200, 'GET', a.smtpSettings.path);
      expect(shown).toMatchObject({ configured: true, user: 'site', passwordSet: true });
      // The restarted service's own server listens elsewhere: point the kept settings at it, password left empty.
      await second.configureSmtp(second.smtp, { user: 'site' });
      const sent = await second.expectStatus<DeliveryResult>(200, 'POST', a.sendTestMail.path, {
        to: 'admin@example.org',
        language: 'ja',
      });
      expect(sent).toEqual({ ok: true });
      await second.smtp!.waitFor(1);
      expect(second.smtp!.mails[0]!.parsed.html).toMatch(/<html lang="ja" dir="ltr"/);
    } finally {
      await second.stop();
    }
  });
});
