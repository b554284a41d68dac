import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterIssue } from '@portfolio/contracts';
import { mailMongoForTests, startMail, testClock, type RunningMail } from './mail-service.ts';
import {
  actionPath,
  adminCall,
  importConfirmed,
  issueReaches,
  publishArticle,
  schedulePath,
  startContent,
  upcomingOf,
  type RunningContent,
} from './newsletter-fixtures.ts';
import { statusOf } from './subscribers-fixtures.ts';

const mongo = await mailMongoForTests();
const clock = testClock('2026-03-10T12:00:00Z');

describe('the weekly newsletter on MongoDB', () => {
  let content: RunningContent;
  let mail: RunningMail;
  beforeAll(async () => {
    content = await startContent(clock);
    mail = await startMail({
      clock,
      mongo,
      smtp: { answer: (to) => (to === 'gone@example.org' ? { code: 550, message: '5.1.1 No such user' } : 'accept') },
      env: { CONTENT_URL: content.url, MAIL_SEND_RATE: '200' },
    });
    await mail.configureSmtp();
  });
  afterAll(async () => {
    await mail?.stop();
    await content?.stop();
  });

  it('keeps the draft, sends it once to each confirmed subscriber and bounces a 550', async () => {
    await adminCall(mail.url, 'PUT', schedulePath, { enabled: true, weekday: 4, hour: 8, timeZone: 'Asia/Tokyo' });
    const draft = await upcomingOf(mail.url);
    // Thursday 8:00 in Tokyo (UTC+9) is Wednesday 23:00 UTC.
    expect(draft.scheduledFor).toBe('2026-03-11T23:00:00.000Z');
    await importConfirmed(mail, [
      { email: 'kenji@example.org', firstName: '健二', language: 'ja' },
      { email: 'li@example.org', language: 'zh' },
      { email: 'gone@example.org', language: 'ru' },
    ]);
    clock.advance(60_000);
    await publishArticle(content, [
      { lang: 'ja', title: 'Japanese title', excerpt: '日本語の記事です。' },
      { lang: 'en', title: 'English title' },
    ]);
    clock.set('2026-03-11T23:00:00Z');
    const sent: NewsletterIssue = await issueReaches(mail.url, draft.id, 'sent');
    expect(sent.report).toEqual({ recipients: 3, sent: 2, failed: 0, bounced: 1, pending: 0, unsubscribedSince: 0 });
    expect(await statusOf(mail, 'gone@example.org')).toBe('bounced');
    const [kenji] = mail.smtp!.to('kenji@example.org');
    expect(kenji!.parsed.subject).toBe('週刊ニュースレター 第1号');
    expect(kenji!.parsed.text).toContain('健二さん、こんにちは。');
    expect(kenji!.parsed.text).toContain('Japanese title');
    expect(mail.smtp!.to('li@example.org')[0]!.parsed.text).toContain('English title');
    expect(mail.smtp!.mails).toHaveLength(2);
    // A second send of the same issue is refused: it went out.
    expect((await mail.call('POST', actionPath(draft.id, 'send'))).status).toBe(409);
    expect((await upcomingOf(mail.url)).number).toBe(2);
  });
});
