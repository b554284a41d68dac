import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { mailAdminEndpoints, messageList } from '@portfolio/contracts';
import { signedInPage, useAdminSession } from '../support/admin-session.ts';
import { callApi } from '../support/api.ts';
import { axeIt } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { hasMailCatcher, sendMailToCatcher, suiteSender, uniqueAddress, waitForMail } from '../support/mail.ts';
import { expectSectionAccessible, openContactForm, toastText } from '../support/mail-forms.ts';

const sent = { title: 'Message Sent!', text: "Thank you for your message. I'll get back to you soon." };

describe('the contact form on the home page', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, inject('admin'));

  /** The messages the administrator sees from one sender (every test writes from an address of its own). */
  async function messagesFrom(address: string) {
    const page = await signedInPage(browser, signedIn());
    const answer = await callApi(page, `${mailAdminEndpoints.messages.path}?q=${encodeURIComponent(address)}`);
    expect(answer.status).toBe(200);
    await page.close();
    return messageList.parse(answer.body);
  }

  // The labels end with a required mark (` *`): matched by their start, within the contact form.
  async function fillMessage(page: Page, fields: { name: string; email: string; subject: string; message: string }) {
    const form = page.locator('#contact form');
    await form.getByLabel('Name').fill(fields.name);
    await form.getByLabel('Email').fill(fields.email);
    await form.getByLabel('Subject').fill(fields.subject);
    await form.getByLabel('Message').fill(fields.message);
  }

  it('sends a message the administrator then finds in the inbox, says so, and empties the form', async () => {
    const page = await browser.page();
    const errors = pageErrors(page);
    const email = uniqueAddress('contact');
    const { form, fillable } = await openContactForm(page);
    await page.getByText('I usually answer within 24–48 hours.').waitFor();
    await fillMessage(page, { name: 'Ada Lovelace', email, subject: 'A talk in Lyon', message: 'Would you speak?' });
    await fillable();
    await form.getByRole('button', { name: 'Send message' }).click();
    await toastText(page, sent.title).waitFor();
    await toastText(page, sent.text).waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe('');

    const { items } = await messagesFrom(email);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      name: 'Ada Lovelace',
      email,
      subject: 'A talk in Lyon',
      message: 'Would you speak?',
      language: 'en',
      read: false,
    });
    expect(errors).toEqual([]);
  });

  it('refuses to send with fields missing, with the spec’s toast and without a call', async () => {
    const page = await browser.page();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/mail/contact')) posts.push(request.url());
    });
    const { form } = await openContactForm(page);
    await form.getByLabel('Name').fill('Ada');
    await form.getByRole('button', { name: 'Send message' }).click();
    await toastText(page, 'Missing Information').waitFor();
    await toastText(page, 'Please fill in all required fields.').waitFor();
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
  });

  it('answers a bot that fills the honeypot as if its message were sent, and keeps nothing', async () => {
    const page = await browser.page();
    const email = uniqueAddress('contact-bot');
    const { form, fillable } = await openContactForm(page);
    const honeypot = form.locator('input[name="website"]');
    // Out of people's way: not in the tab order, hidden from assistive technology, never autofilled.
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await fillMessage(page, { name: 'Bot', email, subject: 'Cheap pills', message: 'Buy now' });
    await honeypot.fill('https://spam.example', { force: true });
    await fillable();
    await form.getByRole('button', { name: 'Send message' }).click();
    await toastText(page, sent.title).waitFor();
    expect((await messagesFrom(email)).total).toBe(0);
  });

  it('says the request timed out when no answer comes in time', async () => {
    const page = await browser.page();
    // The service never answers: the request hangs until the form gives up on it.
    await page.route('**/api/mail/contact', () => undefined);
    const { form, fillable } = await openContactForm(page);
    await fillMessage(page, { name: 'Ada', email: uniqueAddress('contact-slow'), subject: 'Hi', message: 'Hello' });
    await fillable();
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByRole('button', { name: 'Sending…' }).waitFor();
    await toastText(page, 'Message delivery failed').waitFor({ timeout: 25_000 });
    await toastText(page, 'The request timed out. Please check your connection and try again.').waitFor();
    // The message is still there to send again.
    expect(await form.getByLabel('Message').inputValue()).toBe('Hello');
  });

  axeIt.each([
    { language: 'en', title: 'Contact' },
    { language: 'ar', title: 'تواصل معي' },
  ])('axe finds nothing in the contact section in $language', async ({ language, title }) => {
    await expectSectionAccessible(await browser.page(), '/', language, title);
  });

  describe.runIf(hasMailCatcher())('with mail going out', () => {
    it('notifies the administrator by mail, with replies going to the sender', async () => {
      const admin = await signedInPage(browser, signedIn());
      await sendMailToCatcher(admin);
      const page = await browser.page();
      const email = uniqueAddress('contact-notified');
      const { form, fillable } = await openContactForm(page);
      await fillMessage(page, { name: 'Grace', email, subject: 'Compilers', message: 'A question about COBOL.' });
      await fillable();
      await form.getByRole('button', { name: 'Send message' }).click();
      await toastText(page, sent.title).waitFor();
      const mail = await waitForMail(suiteSender.notifyAddress, (m) => m.text.includes(email));
      expect(mail.headers['reply-to']).toContain(email);
      expect(mail.text).toContain('A question about COBOL.');
    });
  });
});
