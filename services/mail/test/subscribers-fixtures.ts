import { expect } from 'vitest';
import {
  mailAdminEndpoints as a,
  mailPublicEndpoints as p,
  pathOf,
  type LanguageCode,
  type Subscriber,
  type SubscriberStatus,
} from '@portfolio/contracts';
import { eventually, linksIn, type ReceivedMail } from '@portfolio/testing';
import { confirmJobId } from '../src/subscribers/confirmations.ts';
import type { RunningMail } from './mail-service.ts';

/** A signup as the site's form sends it, from `address` (a visitor's IP). */
export const subscribe = (
  mail: RunningMail,
  fields: { email: string; firstName?: string; language?: LanguageCode; source?: string; website?: string },
  address = '198.51.100.20',
) => mail.post(p.subscribe.path, { language: 'en', source: '/', ...fields }, address);

export const confirm = (mail: RunningMail, token: string) => mail.post(p.confirmSubscription.path, { token });
export const unsubscribe = (mail: RunningMail, token: string) => mail.post(p.unsubscribe.path, { token });

/** The token of the mail's link to `path` (the confirmation or unsubscribe page), read from its plain-text part. */
export function tokenIn(received: ReceivedMail, path: string): string {
  const link = linksIn(received.parsed.text ?? '').find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no link to ${path} in the mail`);
  // Followed as a browser would: the page reads its token from the address.
  return new URL(link).searchParams.get('token')!;
}

export const confirmationToken = (received: ReceivedMail) => tokenIn(received, '/newsletter/confirm');

/** The administrator's view of the subscriber with this address, if any. */
export async function subscriberByEmail(mail: RunningMail, email: string): Promise<Subscriber | undefined> {
  const { items } = await mail.expectStatus<{ items: Subscriber[] }>(
    200,
    'GET',
    `${a.exportSubscribers.path}?q=${encodeURIComponent(email)}`,
  );
  return items.find((item) => item.email === email);
}

export async function statusOf(mail: RunningMail, email: string): Promise<SubscriberStatus | undefined> {
  return (await subscriberByEmail(mail, email))?.status;
}

export const subscriberPath = (id: string) => pathOf(a.subscriber, { id });

/** Mails to `to` once `count` of them arrived. */
export async function mailsTo(mail: RunningMail, to: string, count: number): Promise<ReceivedMail[]> {
  await eventually(async () => mail.smtp!.to(to).length >= count, 10_000);
  return mail.smtp!.to(to);
}

/** Waits until no confirmation job is left for this subscriber (sent, or nothing to send). */
export async function confirmationsDone(mail: RunningMail, email: string) {
  const subscriber = await subscriberByEmail(mail, email);
  if (!subscriber) return;
  await eventually(async () => (await mail.deps.jobs.get(confirmJobId(subscriber.id))) === undefined, 10_000);
}

/** The answer every signup gets, whatever became of it. */
export async function expectCheckInbox(res: Response) {
  expect(res.status).toBe(202);
  expect(await res.json()).toEqual({ status: 'check_inbox' });
}

export const minute = 60_000;
export const day = 24 * 60 * minute;
