import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailPublicEndpoints as p, type NewsletterSchedule } from '@portfolio/contracts';
import { linksIn } from '@portfolio/testing';
import {
  actionPath,
  adminCall,
  importConfirmed,
  issueReaches,
  publishArticle,
  schedulePath,
  startContent,
  upcomingOf,
  type IssuePreview,
  type RunningContent,
} from './newsletter-fixtures.ts';
import { startMail, testClock, type RunningMail } from './mail-service.ts';
import { statusOf } from './subscribers-fixtures.ts';

// Tuesday 10 March 2026, 12:00 UTC; the schedule says Wednesdays at 9 in Paris (UTC+1 in March): 08:00 UTC.
const clock = testClock('2026-03-10T12:00:00Z');
const wednesday: NewsletterSchedule = { enabled: true, weekday: 3, hour: 9, timeZone: 'Europe/Paris' };
const hour = 3_600_000;

describe('the weekly newsletter on its schedule', () => {
  let content: RunningContent;
  let mail: RunningMail;
  beforeAll(async () => {
    content = await startContent(clock);
    mail = await startMail({ clock, smtp: 'start', env: { CONTENT_URL: content.url, MAIL_SEND_RATE: '200' } });
    await mail.configureSmtp();
    await importConfirmed(mail, [
      { email: 'ana@example.org', firstName: 'Ana', language: 'fr' },
      { email: 'bob@example.org', language: 'en' },
      { email: 'ali@example.org', firstName: 'علي', language: 'ar' },
    ]);
  });
  afterAll(async () => {
    await mail?.stop();
    await content?.stop();
  });

  it('has no issue while the schedule is off, and a draft for the next slot once it is on', async () => {
    expect(await adminCall(mail.url, 'GET', schedulePath)).toMatchObject({ enabled: false });
    expect(await adminCall(mail.url, 'GET', '/api/admin/mail/newsletter/issues')).toEqual({ upcoming: null, past: [] });
    expect(await adminCall(mail.url, 'PUT', schedulePath, wednesday)).toEqual(wednesday);
    const draft = await upcomingOf(mail.url);
    expect(draft).toMatchObject({
      status: 'draft',
      number: 1,
      skipReason: null,
      scheduledFor: '2026-03-11T08:00:00.000Z',
      since: '2026-03-10T12:00:00.000Z',
      articles: [],
    });
  });

  it('refuses a time zone Intl does not know, and moves the draft when the slot changes', async () => {
    const res = await mail.call('PUT', schedulePath, { ...wednesday, timeZone: 'Mars/Olympus_Mons' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    await adminCall(mail.url, 'PUT', schedulePath, { ...wednesday, hour: 7, timeZone: 'America/New_York' });
    expect((await upcomingOf(mail.url)).scheduledFor).toBe('2026-03-11T11:00:00.000Z');
    await adminCall(mail.url, 'PUT', schedulePath, wednesday);
    expect((await upcomingOf(mail.url)).scheduledFor).toBe('2026-03-11T08:00:00.000Z');
  });

  it('holds, live, the articles published since, and previews them per language with the intro', async () => {
    clock.advance(hour);
    await publishArticle(content, [
      { lang: 'en', title: 'Service workers in depth', excerpt: 'Caching pages for offline reading.' },
      { lang: 'fr', title: 'Les service workers en profondeur', excerpt: 'Lire hors ligne.' },
    ]);
    clock.advance(hour);
    await publishArticle(content, [{ lang: 'en', title: 'CSS container queries' }]);
    const draft = await upcomingOf(mail.url);
    expect(draft.articles.map((x) => `${x.language}:${x.title}`).sort()).toEqual([
      'en:CSS container queries',
      'en:Service workers in depth',
      'fr:Les service workers en profondeur',
    ]);
    expect(draft.articles[0]!.url).toMatch(/^https:\/\/portfolio\.example\/blog\//);
    const patched = await adminCall<{ intro: object }>(
      mail.url,
      'PATCH',
      `/api/admin/mail/newsletter/issues/${draft.id}`,
      {
        intro: { fr: 'Bonjour à toutes et à tous !', en: 'Hello everyone!' },
      },
    );
    expect(patched.intro).toEqual({ fr: 'Bonjour à toutes et à tous !', en: 'Hello everyone!' });

    const fr = await adminCall<IssuePreview>(mail.url, 'GET', `${actionPath(draft.id, 'preview')}?language=fr`);
    expect(fr.subject).toBe('Lettre hebdomadaire n° 1');
    expect(fr.text).toContain('Bonjour à toutes et à tous !');
    expect(fr.text).toContain('Les service workers en profondeur');
    // No French version: the English one, marked.
    expect(fr.text).toContain('CSS container queries (EN)');
    expect(fr.text).not.toContain('Service workers in depth');
    expect(fr.html).toContain('Les service workers en profondeur');
    expect(fr.html).toMatch(/<html[^>]*lang="fr"/);

    const ar = await adminCall<IssuePreview>(mail.url, 'GET', `${actionPath(draft.id, 'preview')}?language=ar`);
    expect(ar.subject).toBe('النشرة الأسبوعية رقم 1');
    expect(ar.html).toMatch(/dir="rtl"/);
    expect(ar.text).not.toContain('Hello everyone!');
    expect(ar.text).toContain('Service workers in depth (EN)');
  });

  it('goes out at its time, once to each confirmed subscriber, in their language with the one-click headers', async () => {
    const draft = await upcomingOf(mail.url);
    clock.set('2026-03-11T07:59:00Z');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.smtp!.mails).toHaveLength(0);
    clock.set('2026-03-11T08:00:00Z');
    const sent = await issueReaches(mail.url, draft.id, 'sent');
    expect(sent.report).toEqual({ recipients: 3, sent: 3, failed: 0, bounced: 0, pending: 0, unsubscribedSince: 0 });
    expect(sent.startedAt).toBe('2026-03-11T08:00:00.000Z');
    expect(sent.articles).toHaveLength(3);

    const [ana] = mail.smtp!.to('ana@example.org');
    expect(mail.smtp!.to('ana@example.org')).toHaveLength(1);
    expect(ana!.parsed.subject).toBe('Lettre hebdomadaire n° 1');
    expect(ana!.parsed.text).toContain('Bonjour Ana,');
    expect(ana!.parsed.text).toContain('Bonjour à toutes et à tous !');
    expect(ana!.parsed.html).toContain('Les service workers en profondeur');
    expect(ana!.parsed.messageId).toMatch(new RegExp(`^<newsletter-${draft.id}-[^@]+@portfolio\\.example>$`));
    const listUnsubscribe = (ana!.parsed.headers.get('list') as { unsubscribe: { url: string } }).unsubscribe;
    expect(listUnsubscribe.url).toMatch(/^https:\/\/portfolio\.example\/api\/mail\/newsletter\/one-click\?token=/);
    expect(ana!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    const footerLink = linksIn(ana!.parsed.text!).find((url) => url.includes('/newsletter/unsubscribe?token='));
    expect(footerLink).toBeDefined();

    const [bob] = mail.smtp!.to('bob@example.org');
    expect(bob!.parsed.subject).toBe('Weekly newsletter #1');
    expect(bob!.parsed.text).toContain('Hello,');
    expect(bob!.parsed.text).toContain('Service workers in depth');
    const [ali] = mail.smtp!.to('ali@example.org');
    expect(ali!.parsed.html).toMatch(/dir="rtl"/);
    expect(ali!.parsed.text).toContain('مرحبًا علي،');

    // The mailbox provider's one-click post (RFC 8058) unsubscribes; the issue's report counts it.
    const oneClick = new URL(listUnsubscribe.url);
    const res = await mail.post(
      `${p.oneClickUnsubscribe.path}${oneClick.search}`,
      'List-Unsubscribe=One-Click',
      '198.51.100.9',
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(200);
    expect(await statusOf(mail, 'ana@example.org')).toBe('unsubscribed');
    clock.advance(60_000);
    expect(
      (await adminCall<{ report: object }>(mail.url, 'GET', `/api/admin/mail/newsletter/issues/${draft.id}`)).report,
    ).toMatchObject({
      unsubscribedSince: 1,
    });
  });

  it('has the next draft ready: the following Wednesday, holding what is published after this one started', async () => {
    const next = await upcomingOf(mail.url);
    expect(next).toMatchObject({
      number: 2,
      status: 'draft',
      scheduledFor: '2026-03-18T08:00:00.000Z',
      since: '2026-03-11T08:00:00.000Z',
      articles: [],
      intro: {},
    });
    const past = await adminCall<{ past: { id: string }[] }>(mail.url, 'GET', '/api/admin/mail/newsletter/issues');
    expect(past.past).toHaveLength(1);
  });

  it('refuses to change an issue that went out, and answers 404 for one that does not exist', async () => {
    const { past } = await adminCall<{ past: { id: string }[] }>(mail.url, 'GET', '/api/admin/mail/newsletter/issues');
    const gone = past[0]!.id;
    for (const [method, path, body] of [
      ['PATCH', `/api/admin/mail/newsletter/issues/${gone}`, { intro: { en: 'Late' } }],
      ['POST', actionPath(gone, 'send'), undefined],
      ['POST', actionPath(gone, 'skip'), undefined],
    ] as const) {
      const res = await mail.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'conflict' });
    }
    const missing = await mail.call('GET', '/api/admin/mail/newsletter/issues/nothing-here');
    expect(missing.status).toBe(404);
    expect((await mail.call('POST', actionPath('nothing-here', 'skip'))).status).toBe(404);
  });
});
