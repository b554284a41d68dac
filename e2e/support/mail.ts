import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { mailAdminEndpoints, type SmtpSettings, type SmtpSettingsBody } from '@portfolio/contracts';
import { caughtMails, linksIn, type CaughtMail } from '@portfolio/testing';
import { callApi } from './api.ts';

export type { CaughtMail };

/**
 * Whether this topology's mail service can send to the suite's mail catcher (not in the containers, which cannot
 * reach this machine's loopback): a suite that reads mails is skipped without one (`describe.runIf`).
 */
export const hasMailCatcher = () => inject('mailCatcher') !== null;

function catcher() {
  const address = inject('mailCatcher');
  if (!address)
    throw new Error('this topology has no mail catcher: run the suite with describe.runIf(hasMailCatcher())');
  return address;
}

/**
 * An address nobody else uses: suites run in parallel against one server and one catcher, so each reads the mails
 * of its own addresses only.
 */
export const uniqueAddress = (label: string) => `${label}-${randomBytes(6).toString('hex')}@e2e.example.org`;

/**
 * The sender every suite saves, and where contact messages are notified: the same for all of them, so that suites
 * configuring SMTP in parallel agree on the settings. A suite that must tell its notifications apart from
 * another's finds them by their content (the visitor's unique address), never by this recipient alone.
 */
export const suiteSender = {
  fromName: 'Portfolio e2e',
  fromAddress: 'site@e2e.example.org',
  notifyAddress: 'owner@e2e.example.org',
} as const;

/** The SMTP settings that send through the catcher: loopback, so no TLS; no login. */
export function catcherSmtpSettings(): SmtpSettingsBody {
  const { smtpHost, smtpPort } = catcher();
  return {
    host: smtpHost,
    port: smtpPort,
    security: 'none',
    user: '',
    password: '',
    fromName: suiteSender.fromName,
    fromAddress: suiteSender.fromAddress,
    replyTo: '',
    notifyAddress: suiteSender.notifyAddress,
  };
}

const smtpPath = mailAdminEndpoints.saveSmtpSettings.path;

/**
 * Points the server's SMTP settings at the catcher, from a signed-in page (on the site) through the admin API.
 * Idempotent, for suites in parallel: settings already pointing there are left as they are, and every suite saves
 * the same ones. A suite that saves other settings (the SMTP screen's) calls it again when done.
 */
export async function sendMailToCatcher(page: Page): Promise<void> {
  const wanted = catcherSmtpSettings();
  const current = await callApi(page, smtpPath);
  if (current.status === 200) {
    const saved = current.body as SmtpSettings;
    const same =
      saved.configured &&
      saved.host === wanted.host &&
      saved.port === wanted.port &&
      saved.security === wanted.security &&
      saved.user === '' &&
      !saved.passwordSet &&
      saved.fromName === wanted.fromName &&
      saved.fromAddress === wanted.fromAddress &&
      saved.replyTo === wanted.replyTo &&
      saved.notifyAddress === wanted.notifyAddress;
    if (same) return;
  }
  const saved = await callApi(page, smtpPath, { method: 'PUT', json: { ...wanted, clearPassword: true } });
  if (saved.status !== 200) {
    throw new Error(`saving the catcher's SMTP settings answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  }
}

/** The mails the catcher holds for `address` (its envelope recipient, any case), in the order received. */
export const mailsTo = (address: string): Promise<CaughtMail[]> => caughtMails(catcher().url, address);

/**
 * The first mail to `address` that `predicate` accepts, once it has arrived: the mail service sends from its job
 * list, a moment after the request that queued the mail. Fails after `timeoutMs` naming the mails that did come.
 */
export async function waitForMail(
  address: string,
  predicate: (mail: CaughtMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    const found = mails.find(predicate);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = mails.map((mail) => JSON.stringify(mail.subject)).join(', ') || 'none';
      throw new Error(`no matching mail to ${address} within ${timeoutMs} ms (mails to it: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Sends the test mail of a test-mail form (the SMTP screen's, or an issue's) to `to`, waits for the form to say it
 * was sent, and gives the mail as the catcher got it.
 */
export async function sendTestMail(form: Locator, to: string): Promise<CaughtMail> {
  await form.getByRole('textbox', { name: 'Recipient address' }).fill(to);
  await form.getByRole('button', { name: 'Send the test' }).click();
  await form
    .getByRole('status')
    .filter({ hasText: `Test email sent to ${to}.` })
    .waitFor({ timeout: 20_000 });
  return waitForMail(to);
}

/** Forgets the mails to `address`, so that a later wait sees only new ones. */
export async function forgetMailsTo(address: string): Promise<void> {
  const res = await fetch(`${catcher().url}/mails?to=${encodeURIComponent(address)}`, { method: 'DELETE' });
  if (res.status !== 204) throw new Error(`the mail catcher answered ${res.status} to a DELETE`);
}

/** The links of a mail's plain-text part, in order (confirm, unsubscribe, articles). */
export const linksOf = (mail: CaughtMail): string[] => linksIn(mail.text);
