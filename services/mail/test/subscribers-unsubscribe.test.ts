import { describe, expect, it } from 'vitest';
import { mailPublicEndpoints as p } from '@portfolio/contracts';
import { openSubscribersStore } from '../src/subscribers/subscribers-store.ts';
import { unsubscribeLinks } from '../src/subscribers/unsubscribe-links.ts';
import { errorOf, mailForSuite } from './mail-service.ts';
import {
  confirm,
  confirmationToken,
  expectCheckInbox,
  mailsTo,
  statusOf,
  subscribe,
  subscriberByEmail,
  unsubscribe,
} from './subscribers-fixtures.ts';

describe('unsubscribing: the page, RFC 8058 one click, and coming back', () => {
  const mail = mailForSuite({ smtp: 'start', configureSmtp: true });

  /** A confirmed subscriber and the unsubscribe links a newsletter mail to them carries. */
  async function confirmedWithLinks(email: string) {
    await expectCheckInbox(await subscribe(mail, { email }, '198.51.100.40'));
    const [received] = await mailsTo(mail, email, 1);
    expect((await confirm(mail, confirmationToken(received!))).status).toBe(200);
    const { id } = (await subscriberByEmail(mail, email))!;
    return {
      received: received!,
      links: unsubscribeLinks(mail.deps, (await openSubscribersStore(mail.deps.database).get(id))!),
    };
  }

  it('unsubscribes from the page; coming back takes a new confirmation and the old link no longer works', async () => {
    const email = 'leaver@example.com';
    const { received, links } = await confirmedWithLinks(email);
    const oldLink = confirmationToken(received);
    const pageToken = new URL(links.pageUrl).searchParams.get('token')!;
    const res = await unsubscribe(mail, pageToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'unsubscribed' });
    expect(await statusOf(mail, email)).toBe('unsubscribed');
    // Idempotent.
    expect((await unsubscribe(mail, pageToken)).status).toBe(200);

    // The old confirmation link cannot bring the address back.
    expect((await confirm(mail, oldLink)).status).toBe(400);
    expect(await statusOf(mail, email)).toBe('unsubscribed');

    await expectCheckInbox(await subscribe(mail, { email, language: 'it' }));
    const [, renewed] = await mailsTo(mail, email, 2);
    expect(renewed!.parsed.subject).toBe("Conferma l'iscrizione alla newsletter");
    // Still on the suppression list until the new link is followed.
    expect(await statusOf(mail, email)).toBe('unsubscribed');
    expect((await confirm(mail, oldLink)).status).toBe(400);
    expect((await confirm(mail, confirmationToken(renewed!))).status).toBe(200);
    expect(await subscriberByEmail(mail, email)).toMatchObject({ status: 'confirmed', language: 'it' });
  });

  it('unsubscribes with RFC 8058 one-click posts, form-encoded or multipart, and refuses any other body', async () => {
    const email = 'one-click@example.com';
    const { links } = await confirmedWithLinks(email);
    expect(links.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const target = new URL(links.oneClickUrl);
    expect(target.origin).toBe('https://portfolio.example');
    expect(target.pathname).toBe(p.oneClickUnsubscribe.path);
    const path = `${target.pathname}${target.search}`;
    const post = (body: string, contentType: string) =>
      mail.call('POST', path, body, { 'content-type': contentType, 'x-forwarded-for': '198.51.100.30' });

    for (const [body, type] of [
      ['List-Unsubscribe=Other', 'application/x-www-form-urlencoded'],
      ['', 'application/x-www-form-urlencoded'],
      [
        '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nOne-Click\r\n--b--\r\n',
        'multipart/form-data; boundary=b',
      ],
      ['not multipart at all', 'multipart/form-data; boundary=b'],
      ['{"List-Unsubscribe":"One-Click"}', 'application/json'],
      ['List-Unsubscribe=One-Click', 'text/plain'],
    ]) {
      const res = await post(body!, type!);
      expect(res.status, `${type} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${type} ${body}`).toBeLessThan(500);
    }
    expect(await statusOf(mail, email)).toBe('confirmed');
    const forged = await mail.call('POST', `${target.pathname}?token=forged`, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(forged.status).toBe(400);
    expect((await errorOf(forged)).code).toBe('invalid_token');

    const res = await post('List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'unsubscribed' });
    expect(await statusOf(mail, email)).toBe('unsubscribed');
    const multipart = '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n';
    const again = await post(multipart, 'multipart/form-data; boundary=b');
    expect(again.status).toBe(200);
    expect(await statusOf(mail, email)).toBe('unsubscribed');
  });

  it('takes a one-click post as a browser’s FormData sends it (multipart)', async () => {
    const email = 'multipart@example.com';
    const target = new URL((await confirmedWithLinks(email)).links.oneClickUrl);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const res = await fetch(`${mail.url}${target.pathname}${target.search}`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(await statusOf(mail, email)).toBe('unsubscribed');
  });
});
