import { afterEach, describe, expect, it } from 'vitest';
import type { ContactMessage } from '@portfolio/contracts';
import { freePort } from '@portfolio/kit';
import { eventually, type RecipientAnswer } from '@portfolio/testing';
import { notifyAttempts } from '../src/contact/notification.ts';
import { inbox, message, messagesPath, sendMessage } from './contact-fixtures.ts';
import { startMail, type MailOptions, type RunningMail } from './mail-service.ts';

const owner = 'owner@portfolio.example';
let mail: RunningMail | undefined;
afterEach(async () => {
  await mail?.stop();
  mail = undefined;
});

async function start(options: MailOptions = {}) {
  mail = await startMail({ smtp: 'start', ...options });
  return mail;
}

/** The one message in the inbox once its notification has reached `state`. */
async function settled(running: RunningMail, state: ContactMessage['notification']) {
  let found: ContactMessage | undefined;
  await eventually(async () => {
    found = (await inbox(running)).items[0];
    return found?.notification === state;
  }, 5000);
  return found!;
}

describe("the administrator's notification of a contact message", () => {
  it('is sent after the message is stored: to the notify address, Reply-To the visitor, their subject, both parts', async () => {
    const running = await start();
    await running.configureSmtp();
    const res = await sendMessage(running, {
      name: 'Ada <b>Lovelace</b>',
      subject: 'Engines & looms',
      message: 'First line\nSecond <i>line</i>\n\nAfter a blank line',
    });
    expect(res.status).toBe(202);
    await running.smtp!.waitFor(1);
    const [mail] = running.smtp!.to(owner);
    const parsed = mail!.parsed;
    expect(parsed.replyTo?.value).toEqual([{ address: 'ada@example.org', name: '' }]);
    expect(parsed.from?.value[0]?.address).toBe('site@portfolio.example');
    expect(parsed.subject).toBe('Contact: Engines & looms');
    expect(parsed.text).toContain('First line\nSecond <i>line</i>\n\nAfter a blank line');
    expect(parsed.text).toContain('From: Ada <b>Lovelace</b> <ada@example.org>');
    expect(parsed.text).toContain('Language: French');
    // In the HTML part every text of the visitor is text, never markup.
    expect(parsed.html).toContain('First line<br />Second &lt;i&gt;line&lt;/i&gt;<br /><br />After a blank line');
    expect(parsed.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(parsed.html).not.toContain('<i>line</i>');
    const kept = await settled(running, 'sent');
    expect(parsed.messageId).toBe(`<contact-${kept.id}@portfolio.example>`);
    expect(await running.deps.jobs.get(`notify:${kept.id}`)).toBeUndefined();
  });

  it('comes in MAIL_ADMIN_LANGUAGE', async () => {
    const running = await start({ env: { MAIL_ADMIN_LANGUAGE: 'de' } });
    await running.configureSmtp();
    await sendMessage(running, { subject: 'Frage', language: 'ja' });
    await running.smtp!.waitFor(1);
    const parsed = running.smtp!.mails[0]!.parsed;
    expect(parsed.subject).toBe('Kontakt: Frage');
    expect(parsed.text).toContain('Neue Nachricht von Ada Lovelace');
    expect(parsed.text).toContain('Sprache: Japanisch');
  });

  it('is retried with back-off after a temporary refusal, the message kept, and delivered once the server takes it', async () => {
    let answer: RecipientAnswer = { code: 451, message: 'Try again later' };
    const running = await start({ smtp: { answer: () => answer } });
    await running.configureSmtp();
    await sendMessage(running);
    const [kept] = (await inbox(running)).items;
    await eventually(async () => ((await running.deps.jobs.get(`notify:${kept!.id}`))?.attempts ?? 0) >= 1, 5000);
    // Not before its back-off: the clock has not moved.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await message(running, kept!.id)).toMatchObject({ notification: 'pending' });
    expect(running.smtp!.mails).toHaveLength(0);

    answer = 'accept';
    running.clock.advance(10_000);
    await running.smtp!.waitFor(1);
    expect(running.smtp!.to(owner)).toHaveLength(1);
    await settled(running, 'sent');
  });

  it('waits while the SMTP server is down, the message in the inbox, and goes out once it is back', async () => {
    const running = await start();
    const nobody = { host: '127.0.0.1', port: await freePort() };
    await running.configureSmtp(running.smtp!, { port: nobody.port });
    await sendMessage(running);
    const [kept] = (await inbox(running)).items;
    await eventually(async () => ((await running.deps.jobs.get(`notify:${kept!.id}`))?.attempts ?? 0) >= 1, 5000);
    expect(await message(running, kept!.id)).toMatchObject({ notification: 'pending', subject: kept!.subject });

    // The administrator points the settings at the server that answers; the retry finds it.
    await running.configureSmtp();
    running.clock.advance(10_000);
    await running.smtp!.waitFor(1);
    await settled(running, 'sent');
  });

  it('survives a restart while it waits: the service started again sends it once', async () => {
    const first = await start();
    await first.configureSmtp(first.smtp!, { port: await freePort() });
    await sendMessage(first);
    const [kept] = (await inbox(first)).items;
    await eventually(async () => ((await first.deps.jobs.get(`notify:${kept!.id}`))?.attempts ?? 0) >= 1, 5000);
    await first.stop(true);
    mail = undefined;

    const second = await start({ dataDir: first.dataDir, clock: first.clock });
    await second.configureSmtp();
    second.clock.advance(10_000);
    await second.smtp!.waitFor(1);
    await settled(second, 'sent');
    second.clock.advance(60 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.smtp!.mails).toHaveLength(1);
  });

  it('is marked failed on a permanent refusal (5xx), the message kept and the job done', async () => {
    const running = await start({ smtp: { answer: () => ({ code: 550, message: 'No such user' }) } });
    await running.configureSmtp();
    await sendMessage(running, { subject: 'Still here' });
    const kept = await settled(running, 'failed');
    expect(kept.subject).toBe('Still here');
    expect(await running.deps.jobs.get(`notify:${kept.id}`)).toBeUndefined();
  });

  it('is marked failed after its last temporary failure, the message kept', async () => {
    const running = await start({ smtp: { answer: () => ({ code: 421, message: 'Busy' }) } });
    await running.configureSmtp();
    await sendMessage(running);
    const [kept] = (await inbox(running)).items;
    const jobId = `notify:${kept!.id}`;
    for (let attempt = 1; attempt < notifyAttempts; attempt++) {
      await eventually(async () => ((await running.deps.jobs.get(jobId))?.attempts ?? 0) >= attempt, 5000);
      running.clock.advance(60 * 60_000);
    }
    await settled(running, 'failed');
    expect(await running.deps.jobs.get(jobId)).toBeUndefined();
  });
});

describe("the administrator's reply", () => {
  const reply = (running: RunningMail, id: string, body: unknown) =>
    running.call('POST', `${messagesPath}/${id}/reply`, body);

  it('reaches the sender with the subject and words given, the original quoted, and records when', async () => {
    const running = await start();
    await running.configureSmtp(running.smtp!, { replyTo: 'answers@portfolio.example' });
    await sendMessage(running, { message: 'Une question\n\nMerci', language: 'fr' });
    await running.smtp!.waitFor(1);
    const [kept] = (await inbox(running)).items;
    running.clock.advance(60_000);
    const res = await reply(running, kept!.id, { subject: 'Re: A question', body: 'Bonjour Ada,\nVoici ma réponse.' });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { delivery: unknown; message: ContactMessage };
    expect(answer.delivery).toEqual({ ok: true });
    expect(answer.message).toMatchObject({ id: kept!.id, repliedAt: running.clock.now().toISOString(), read: true });
    expect(await message(running, kept!.id)).toEqual(answer.message);

    await running.smtp!.waitFor(2);
    const [sent] = running.smtp!.to('ada@example.org');
    const parsed = sent!.parsed;
    expect(parsed.to).toMatchObject({ value: [{ address: 'ada@example.org' }] });
    expect(parsed.from?.value[0]).toEqual({ address: 'site@portfolio.example', name: 'Portfolio' });
    expect(parsed.replyTo?.value[0]?.address).toBe('answers@portfolio.example');
    expect(parsed.subject).toBe('Re: A question');
    expect(parsed.text).toMatch(
      /^Bonjour Ada,\nVoici ma réponse\.\n\nLe 10 mars 2026 .*, Ada Lovelace a écrit :\n> Une question\n>\n> Merci\n?$/,
    );
  });

  it('says why when the mail cannot go out, and records no reply', async () => {
    const running = await start({
      smtp: { answer: (to) => (to === 'ada@example.org' ? { code: 550, message: 'Mailbox unavailable' } : 'accept') },
    });
    await sendMessage(running);
    const [stored] = (await inbox(running)).items;
    const unconfigured = await reply(running, stored!.id, { subject: 'Hello', body: 'Hi' });
    expect(await unconfigured.json()).toMatchObject({ delivery: { ok: false, reason: 'not_configured' } });

    await running.configureSmtp();
    const refused = await reply(running, stored!.id, { subject: 'Hello', body: 'Hi' });
    expect(refused.status).toBe(200);
    const answer = (await refused.json()) as { delivery: { ok: boolean; reason?: string }; message: ContactMessage };
    expect(answer.delivery.ok).toBe(false);
    expect(answer.delivery.reason).toBeDefined();
    expect(answer.message.repliedAt).toBeNull();
    expect((await message(running, stored!.id)).repliedAt).toBeNull();
  });

  it('refuses a subject with a line break, an empty body and an unknown message', async () => {
    const running = await start();
    await running.configureSmtp();
    await sendMessage(running);
    const [kept] = (await inbox(running)).items;
    for (const body of [
      { subject: 'Hi\r\nBcc: victim@example.org', body: 'Hello' },
      { subject: 'Hi', body: '' },
      { subject: 'Hi', body: 'Hello', to: 'victim@example.org' },
    ]) {
      expect((await reply(running, kept!.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await reply(running, 'nothere', { subject: 'Hi', body: 'Hello' })).status).toBe(404);
    await running.smtp!.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(running.smtp!.mails).toHaveLength(1);
  });
});
