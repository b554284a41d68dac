import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAdminEndpoints, mailLimits, type ContactMessage } from '@portfolio/contracts';
import { inbox, message, messagesPath, sendMessage } from './contact-fixtures.ts';
import { errorOf, startMail, type RunningMail } from './mail-service.ts';

const unreadPath = mailAdminEndpoints.unreadMessages.path;

describe('the inbox', () => {
  let mail: RunningMail;
  const ids: string[] = [];
  beforeAll(async () => {
    mail = await startMail({ env: { MAIL_CONTACT_RATE_LIMIT: '1000' } });
    // Fifty-two messages, a few seconds apart, the last ones distinct.
    for (let i = 0; i < mailLimits.perPage + 2; i++) {
      const res = await sendMessage(mail, { subject: `Question ${i}`, name: i === 51 ? 'Grace Hopper' : 'Ada' });
      expect(res.status).toBe(202);
    }
    const all = [...(await inbox(mail)).items, ...(await inbox(mail, '?page=2')).items];
    ids.push(...all.map((m) => m.id));
  });
  afterAll(async () => {
    await mail.stop();
  });

  const unread = async () => (await mail.expectStatus<{ unread: number }>(200, 'GET', unreadPath)).unread;
  const patch = (id: string, body: unknown) => mail.call('PATCH', `${messagesPath}/${id}`, body);

  it('lists the newest first, a page of perPage at a time, with the total and the page count', async () => {
    const first = await inbox(mail);
    expect(first).toMatchObject({ total: 52, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(mailLimits.perPage);
    expect(first.items.slice(0, 2).map((m) => m.subject)).toEqual(['Question 51', 'Question 50']);
    const second = await inbox(mail, '?page=2');
    expect(second).toMatchObject({ total: 52, page: 2, pageCount: 2 });
    expect(second.items.map((m) => m.subject)).toEqual(['Question 1', 'Question 0']);
    expect((await inbox(mail, '?page=3')).items).toEqual([]);
    expect(new Set(ids).size).toBe(52);
  });

  it('finds messages by a part of the name, case aside', async () => {
    const found = await inbox(mail, '?q=HOPPER');
    expect(found.items.map((m) => m.subject)).toEqual(['Question 51']);
    expect(found.total).toBe(1);
  });

  it('marks read and unread, counts the unread of the inbox, filters on it, archives and restores', async () => {
    expect(await unread()).toBe(52);
    const [a, b] = ids as [string, string];
    const read = (await (await patch(a, { read: true })).json()) as ContactMessage;
    expect(read).toMatchObject({ id: a, read: true, archived: false });
    expect(await unread()).toBe(51);
    expect((await inbox(mail, '?unread=false')).items.map((m) => m.id)).toEqual([a]);
    expect((await inbox(mail, '?unread=true')).total).toBe(51);

    await patch(b, { archived: true });
    expect(await unread()).toBe(50);
    expect((await inbox(mail)).total).toBe(51);
    expect((await inbox(mail, '?box=archived')).items.map((m) => m.id)).toEqual([b]);
    expect((await inbox(mail, '?box=archived&unread=true')).total).toBe(1);

    // Only what is given changes.
    expect(await (await patch(b, {})).json()).toMatchObject({ read: false, archived: true });
    expect(await (await patch(b, { archived: false, read: false })).json()).toMatchObject({ archived: false });
    expect(await unread()).toBe(51);
    expect(await message(mail, a)).toMatchObject({ read: true });
  });

  it('deletes a message for good, with its notification job', async () => {
    const id = ids.at(-1)!;
    const res = await mail.call('DELETE', `${messagesPath}/${id}`);
    expect(res.status).toBe(204);
    expect((await mail.call('GET', `${messagesPath}/${id}`)).status).toBe(404);
    expect((await inbox(mail, '?page=2')).items.map((m) => m.id)).not.toContain(id);
    expect(await mail.deps.jobs.get(`notify:${id}`)).toBeUndefined();
    expect((await mail.call('DELETE', `${messagesPath}/${id}`)).status).toBe(404);
  });

  it('answers 404 for a message that is not there and 400 for a malformed id, query or patch', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { read: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await mail.call(method, `${messagesPath}/nothere`, body);
      expect(res.status, method).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: 'not_found' });
    }
    expect((await mail.call('GET', `${messagesPath}/bad.id`)).status).toBe(400);
    expect((await mail.call('GET', `${messagesPath}?box=spam`)).status).toBe(400);
    expect((await mail.call('GET', `${messagesPath}?page=0`)).status).toBe(400);
    expect((await mail.call('GET', `${messagesPath}?q=${'x'.repeat(mailLimits.queryLength + 1)}`)).status).toBe(400);
    expect((await patch(ids[2]!, { read: 'yes' })).status).toBe(400);
    expect((await patch(ids[2]!, { notification: 'sent' })).status).toBe(400);
    expect(await message(mail, ids[2]!)).toMatchObject({ read: false });
  });
});
