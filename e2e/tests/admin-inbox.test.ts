import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { mailLimits, type ContactMessage } from '@portfolio/contracts';
import { useAdminSession } from '../support/admin-session.ts';
import { callApi } from '../support/api.ts';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { hasMailCatcher, sendMailToCatcher, uniqueAddress, waitForMail } from '../support/mail.ts';

/** A fresh context downloads the admin chunk, its texts and the contract before the first answer shows. */
const firstAnswer = { timeout: 15_000 };

/**
 * A visitor's message through the public API, as the contact form sends it: a form token first, then the message
 * once a person could have typed it (sooner, the service takes it for a bot's and keeps nothing).
 */
async function postContact(page: Page, fields: { name: string; email: string; subject: string; message: string }) {
  const token = await callApi(page, '/api/mail/form-token');
  expect(token.status).toBe(200);
  await page.waitForTimeout(mailLimits.minimumFillMs + 300);
  const sent = await callApi(page, '/api/mail/contact', {
    method: 'POST',
    json: { ...fields, formToken: (token.body as { token: string }).token, language: 'en' },
  });
  expect(sent.status).toBe(202);
}

/** The message the inbox holds from this sender (the search finds it by its unique address). */
async function messageFrom(page: Page, email: string): Promise<ContactMessage> {
  for (let tries = 0; ; tries++) {
    const answer = await callApi(page, `/api/admin/mail/messages?box=inbox&q=${encodeURIComponent(email)}`);
    const items = (answer.body as { items?: ContactMessage[] }).items ?? [];
    if (items[0] || tries > 50) return items[0]!;
    await page.waitForTimeout(100);
  }
}

/**
 * The inbox against the running mail service: a message posted through the public API appears, unread, in the
 * list, in the sidebar's and the dashboard's counts; opening it marks it read; it is archived and restored, answered
 * by mail (which arrives at the catcher), and deleted after a confirmation. On the authoring server of its
 * topology (e2e/project.ts): it changes the inbox's counts and the SMTP settings.
 */
describe.runIf(hasMailCatcher())('admin inbox', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, inject('admin'));
  const sender = uniqueAddress('inbox');
  const subject = `Consulting in ${sender.slice(6, 18)}`;
  let id = '';

  beforeAll(async () => {
    const page = await browser.page(signedIn());
    await page.goto('/admin');
    await sendMailToCatcher(page);
    await postContact(page, {
      name: 'Grace Hopper',
      email: sender,
      subject,
      message: 'Could you review our compiler?\nThanks, Grace',
    });
    id = (await messageFrom(page, sender)).id;
  }, 30_000);

  async function open(path: string) {
    const page = await browser.page(signedIn());
    const errors = pageErrors(page);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor(firstAnswer);
    return { page, errors };
  }

  it('is reached from the sidebar and the dashboard, which show the unread count', async () => {
    const page = await browser.page(signedIn());
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor(firstAnswer);
    const card = page.locator('dl').filter({ hasText: 'Unread messages' });
    await card.waitFor();
    const unread = Number(await card.locator('dd').first().textContent());
    expect(unread).toBeGreaterThanOrEqual(1);
    const entry = page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: /^Inbox/ });
    expect(await entry.textContent()).toContain(`${unread} unread`);
    await card.getByRole('link', { name: 'Open the inbox' }).click();
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/inbox?unread=true');
    expect(await page.getByRole('checkbox', { name: 'Unread only' }).isChecked()).toBe(true);
    await page.getByRole('link', { name: subject }).waitFor();
  });

  it('lists the message, finds it by search, and opening it marks it read', async () => {
    const { page, errors } = await open('/admin/inbox');
    await page.getByRole('searchbox', { name: 'Name, address, subject or text' }).fill(sender);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === sender);
    const row = page.getByRole('listitem').filter({ hasText: sender });
    await row.waitFor();
    expect(await row.textContent()).toContain('Unread');
    expect(await row.textContent()).toContain('Grace Hopper');

    await row.getByRole('link', { name: subject }).click();
    await page.getByRole('heading', { name: subject, level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/inbox/${id}`);
    await page.getByText('Could you review our compiler?').waitFor();
    await expect.poll(async () => (await messageFrom(page, sender)).read).toBe(true);
    // Unread again by hand, it stays so while it is on screen.
    await page.getByRole('button', { name: 'Mark as unread' }).click();
    await page.getByRole('button', { name: 'Mark as read' }).waitFor();
    await expect.poll(async () => (await messageFrom(page, sender)).read).toBe(false);

    // Back to the same filtered list.
    await page.getByRole('link', { name: 'Back to the messages' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/inbox' && url.searchParams.get('q') === sender);
    expect(errors).toEqual([]);
  });

  it('archives and restores the message', async () => {
    const { page } = await open(`/admin/inbox/${id}`);
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('button', { name: 'Move back to the inbox' }).waitFor();
    await page.goto(`/admin/inbox?box=archived&q=${encodeURIComponent(sender)}`);
    await page.getByRole('button', { name: 'Archive', pressed: true }).waitFor(firstAnswer);
    await page.getByRole('link', { name: subject }).click();
    await page.getByRole('button', { name: 'Move back to the inbox' }).click();
    await page.getByRole('button', { name: 'Archive' }).waitFor();
    expect((await messageFrom(page, sender)).archived).toBe(false);
  });

  it('replies by email from the screen: the subject prefilled, the reply at the sender’s address', async () => {
    const { page } = await open(`/admin/inbox/${id}`);
    const form = page.getByRole('form', { name: 'Reply by email' });
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(`Re: ${subject}`);
    await form.getByRole('textbox', { name: 'Your answer' }).fill('Gladly: send it over.');
    await form.getByRole('button', { name: 'Send the reply' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: `Reply sent to ${sender}.` })
      .waitFor({ timeout: 20_000 });
    const mail = await waitForMail(sender);
    expect(mail.subject).toBe(`Re: ${subject}`);
    expect(mail.text).toContain('Gladly: send it over.');
    await page.getByText('Answered').first().waitFor();
  });

  it('refuses an empty reply on its field, without a call', async () => {
    const { page } = await open(`/admin/inbox/${id}`);
    const form = page.getByRole('form', { name: 'Reply by email' });
    await form.getByRole('button', { name: 'Send the reply' }).click();
    await form.getByText('Write an answer of at most 20,000 characters.').waitFor();
    expect(await form.getByRole('textbox', { name: 'Your answer' }).getAttribute('aria-invalid')).toBe('true');
  });

  it.each(['en', 'ar'])('has no accessibility violation in %s, list and message', async (language) => {
    const page = await browser.page(signedIn());
    for (const path of ['/admin/inbox', `/admin/inbox/${id}`]) {
      await page.goto(`${path}?lang=${language}`);
      await page.locator('main h2, main ul').first().waitFor(firstAnswer);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    }
  });

  it('deletes the message after a confirmation, and returns to the list', async () => {
    const { page } = await open(`/admin/inbox/${id}?q=${encodeURIComponent(sender)}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this message?' });
    await dialog.waitFor();
    // Cancel first: nothing is deleted, and the focus comes back to the button.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete the message' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/inbox' && url.searchParams.get('q') === sender);
    await page.getByText('No message matches this view.').waitFor();
    const answer = await callApi(page, `/api/admin/mail/messages/${id}`);
    expect(answer.status).toBe(404);
  });
});
