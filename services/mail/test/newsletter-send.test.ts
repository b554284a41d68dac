import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailPublicEndpoints as p,
  type DeliveryResult,
  type NewsletterIssue,
  type NewsletterSchedule,
} from '@portfolio/contracts';
import { eventually, freePort, smtpServerForTests, type RecipientAnswer } from '@portfolio/testing';
import { sendJobId, startJobId } from '../src/newsletter/issues.ts';
import { newsletterStoreOn } from '../src/newsletter/newsletter-store.ts';
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
import { startMail, testClock, type RunningMail } from './mail-service.ts';
import { statusOf, subscriberByEmail } from './subscribers-fixtures.ts';

// Tuesday 10 March 2026, 12:00 UTC; issues on Fridays at 18:00 UTC.
const clock = testClock('2026-03-10T12:00:00Z');
const friday: NewsletterSchedule = { enabled: true, weekday: 5, hour: 18, timeZone: 'UTC' };
const minute = 60_000;

/** Resolves once the issue's sending job is put for later (a retry or a pause): its run has ended. */
async function sendingWaits(mail: RunningMail, issueId: string) {
  await eventually(async () => {
    const job = await mail.deps.jobs.get(sendJobId(issueId));
    return job !== undefined && job.runAt > mail.clock.now();
  });
}

/** Per recipient: a 451 the first time for `later@`, a 550 always for `gone@`; the rest accepted. */
const tried = new Map<string, number>();
function answer(recipient: string): RecipientAnswer {
  tried.set(recipient, (tried.get(recipient) ?? 0) + 1);
  if (recipient === 'later@example.org' && tried.get(recipient) === 1) {
    return { code: 451, message: '4.3.2 Try again later' };
  }
  if (recipient === 'gone@example.org') return { code: 550, message: '5.1.1 No such user here' };
  return 'accept';
}

describe('sending a newsletter issue', () => {
  let content: RunningContent;
  let mail: RunningMail;
  beforeAll(async () => {
    content = await startContent(clock);
    mail = await startMail({ clock, smtp: { answer }, env: { CONTENT_URL: content.url, MAIL_SEND_RATE: '200' } });
    await mail.configureSmtp();
    await adminCall(mail.url, 'PUT', schedulePath, friday);
  });
  afterAll(async () => {
    await mail?.stop();
    await content?.stop();
  });

  it('skips an issue with no article at its time, saying why, and the next one starts from the same moment', async () => {
    const empty = await upcomingOf(mail.url);
    expect(empty.scheduledFor).toBe('2026-03-13T18:00:00.000Z');
    const res = await mail.call('POST', actionPath(empty.id, 'send'));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'conflict' });
    clock.set('2026-03-13T18:00:00Z');
    const skipped = await issueReaches(mail.url, empty.id, 'skipped');
    expect(skipped).toMatchObject({ skipReason: 'no_articles', startedAt: null });
    const next = await upcomingOf(mail.url);
    expect(next).toMatchObject({ number: 1, scheduledFor: '2026-03-20T18:00:00.000Z', since: empty.since });
    expect(mail.smtp!.mails).toHaveLength(0);
  });

  it("rolls a skipped issue's articles over to the next one", async () => {
    clock.advance(minute);
    await publishArticle(content, [{ lang: 'en', title: 'Skipped this week' }]);
    const draft = await upcomingOf(mail.url);
    expect(draft.articles.map((x) => x.title)).toEqual(['Skipped this week']);
    const skipped = await adminCall<NewsletterIssue>(mail.url, 'POST', actionPath(draft.id, 'skip'));
    expect(skipped).toMatchObject({ status: 'skipped', skipReason: 'administrator' });
    const next = await upcomingOf(mail.url);
    expect(next.id).not.toBe(draft.id);
    expect(next.articles.map((x) => x.title)).toEqual(['Skipped this week']);
    expect(mail.smtp!.mails).toHaveLength(0);
  });

  it('sends a test of the issue to one address, in one language, marked as a test', async () => {
    const draft = await upcomingOf(mail.url);
    const result = await adminCall<DeliveryResult>(mail.url, 'POST', actionPath(draft.id, 'test'), {
      to: 'editor@example.org',
      language: 'de',
    });
    expect(result).toEqual({ ok: true });
    const [test] = mail.smtp!.to('editor@example.org');
    expect(test!.parsed.subject).toBe('[Test] Wöchentlicher Newsletter Nr. 1');
    expect(test!.parsed.text).toContain('Skipped this week (EN)');
    expect(test!.parsed.html).toContain('Diese Woche im Blog');
    expect((await upcomingOf(mail.url)).status).toBe('draft');
  });

  it('sends now: a 451 is tried again later and delivered, a 550 bounces and suppresses the address', async () => {
    await importConfirmed(mail, [
      { email: 'one@example.org', language: 'en' },
      { email: 'later@example.org', language: 'es' },
      { email: 'gone@example.org', language: 'it' },
    ]);
    const draft = await upcomingOf(mail.url);
    const started = await adminCall<NewsletterIssue>(mail.url, 'POST', actionPath(draft.id, 'send'));
    expect(started).toMatchObject({ status: 'sending', number: 1 });
    // The run is over when the sending job waits for the 451's retry.
    await sendingWaits(mail, draft.id);
    let issue = await adminCall<NewsletterIssue>(mail.url, 'GET', `/api/admin/mail/newsletter/issues/${draft.id}`);
    expect(issue.status).toBe('sending');
    expect(issue.report).toEqual({ recipients: 3, sent: 1, failed: 0, bounced: 1, pending: 1, unsubscribedSince: 0 });
    expect(await statusOf(mail, 'gone@example.org')).toBe('bounced');
    expect(mail.smtp!.to('later@example.org')).toHaveLength(0);

    // The retry comes a minute later.
    clock.advance(minute + 1000);
    issue = await issueReaches(mail.url, draft.id, 'sent');
    expect(issue.report).toEqual({ recipients: 3, sent: 2, failed: 0, bounced: 1, pending: 0, unsubscribedSince: 0 });
    expect(mail.smtp!.to('later@example.org')).toHaveLength(1);
    expect(mail.smtp!.to('later@example.org')[0]!.parsed.subject).toBe('Boletín semanal n.º 1');
    expect(mail.smtp!.to('one@example.org')).toHaveLength(1);
    expect(mail.smtp!.to('gone@example.org')).toHaveLength(0);
    expect(tried.get('later@example.org')).toBe(2);
  });

  it('leaves a bounced address out of the next issue', async () => {
    clock.advance(minute);
    await publishArticle(content, [{ lang: 'it', title: 'Solo in italiano' }]);
    const draft = await upcomingOf(mail.url);
    expect(draft.number).toBe(2);
    const before = mail.smtp!.mails.length;
    await adminCall(mail.url, 'POST', actionPath(draft.id, 'send'));
    const sent = await issueReaches(mail.url, draft.id, 'sent');
    expect(sent.report).toMatchObject({ recipients: 2, sent: 2, bounced: 0 });
    expect(mail.smtp!.mails.length - before).toBe(2);
    expect(tried.get('gone@example.org')).toBe(1);
    const toOne = mail.smtp!.to('one@example.org').at(-1)!;
    expect(toOne.parsed.text).toContain('Solo in italiano (IT)');
    expect(toOne.parsed.text).not.toContain('Skipped this week');
  });
});

describe('sending while the SMTP server is away', () => {
  let content: RunningContent;
  let mail: RunningMail;
  const downClock = testClock('2026-03-10T12:00:00Z');
  beforeAll(async () => {
    content = await startContent(downClock);
    mail = await startMail({ clock: downClock, smtp: 'start', env: { CONTENT_URL: content.url } });
  });
  afterAll(async () => {
    await mail?.stop();
    await content?.stop();
  });

  it('waits, charging no recipient, and sends once the server answers again, skipping who unsubscribed meanwhile', async () => {
    const away = await smtpServerForTests();
    await mail.configureSmtp(away);
    await away.stop();
    await adminCall(mail.url, 'PUT', schedulePath, friday);
    await importConfirmed(mail, [
      { email: 'a@example.org', language: 'en' },
      { email: 'b@example.org', language: 'pt' },
      { email: 'c@example.org', language: 'en' },
    ]);
    downClock.advance(minute);
    await publishArticle(content, [{ lang: 'pt', title: 'Um artigo' }]);
    const draft = await upcomingOf(mail.url);
    await adminCall(mail.url, 'POST', actionPath(draft.id, 'send'));
    // The server is tried, found away, and the issue waits.
    await sendingWaits(mail, draft.id);
    let issue = await adminCall<NewsletterIssue>(mail.url, 'GET', `/api/admin/mail/newsletter/issues/${draft.id}`);
    expect(issue).toMatchObject({ status: 'sending' });
    expect(issue.report).toMatchObject({ recipients: 3, sent: 0, failed: 0, bounced: 0, pending: 3 });

    // Meanwhile c@ unsubscribes (the link of any earlier mail names them; the nonce is not checked to unsubscribe).
    const c = (await subscriberByEmail(mail, 'c@example.org'))!;
    const token = mail.deps.tokens.make({ purpose: 'unsubscribe', subscriberId: c.id, nonce: 'an-earlier-mail' });
    expect((await mail.post(p.unsubscribe.path, { token })).status).toBe(200);

    // Back (at the address the settings now give), it goes on after its pause.
    await mail.configureSmtp();
    downClock.advance(31_000);
    issue = await issueReaches(mail.url, draft.id, 'sent');
    expect(issue.report).toMatchObject({ recipients: 3, sent: 2, failed: 0, bounced: 0, pending: 0 });
    expect(mail.smtp!.to('a@example.org')).toHaveLength(1);
    expect(mail.smtp!.to('b@example.org')).toHaveLength(1);
    expect(mail.smtp!.to('c@example.org')).toHaveLength(0);
  });
});

describe('an issue due while the content service is away', () => {
  const awayClock = testClock('2026-03-10T12:00:00Z');
  let mail: RunningMail;
  beforeAll(async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    mail = await startMail({ clock: awayClock, smtp: 'start', env: { CONTENT_URL: nobody } });
    await mail.configureSmtp();
  });
  afterAll(async () => {
    await mail?.stop();
  });

  it('stays a draft, its start tried again later: an outage is not an issue without articles', async () => {
    await adminCall(mail.url, 'PUT', schedulePath, friday);
    const listed = await mail.call('GET', '/api/admin/mail/newsletter/issues');
    expect(listed.status).toBe(503);
    expect(await listed.json()).toMatchObject({ code: 'service_unavailable' });
    // Behind the API (which cannot show a draft's live articles now): the store and the job list.
    const store = newsletterStoreOn(mail.deps.database);
    const draft = (await store.draft())!;
    const sendNow = await mail.call('POST', actionPath(draft.id, 'send'));
    expect(sendNow.status).toBe(503);
    awayClock.set('2026-03-13T18:00:00Z');
    await eventually(async () => ((await mail.deps.jobs.get(startJobId(draft.id)))?.attempts ?? 0) >= 1);
    expect(await store.issue(draft.id)).toMatchObject({ status: 'draft', skipReason: null });
    expect(await store.pastIssues()).toEqual([]);
    expect(mail.smtp!.mails).toHaveLength(0);
  });
});
