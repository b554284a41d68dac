import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useAdminSession } from '../support/admin-session.ts';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import {
  catcherSmtpSettings,
  hasMailCatcher,
  sendMailToCatcher,
  sendTestMail,
  suiteSender,
  uniqueAddress,
} from '../support/mail.ts';

/** A fresh context downloads the admin chunk, its texts and the contract before the first answer shows. */
const firstAnswer = { timeout: 15_000 };

/**
 * The SMTP screen against the running mail service and the suite's mail catcher: its settings saved from the form,
 * a connection checked (and refused, with the reason in words), a test mail that arrives. It runs on the authoring
 * server of its topology (e2e/project.ts): it saves settings every other mail suite relies on.
 */
describe.runIf(hasMailCatcher())('admin SMTP screen', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, inject('admin'));

  async function openSmtp() {
    const page = await browser.page(signedIn());
    const errors = pageErrors(page);
    await page.goto('/admin/smtp');
    await page.getByRole('heading', { name: 'SMTP', level: 1 }).waitFor(firstAnswer);
    await page.getByRole('textbox', { name: 'Host' }).waitFor(firstAnswer);
    return { page, errors };
  }
  const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

  it('saves the settings typed in the form, keeps the password without showing it, and removes it on request', async () => {
    const { page, errors } = await openSmtp();
    const wanted = catcherSmtpSettings();
    await field(page, 'Host').fill(wanted.host);
    await page.getByRole('radio', { name: /^None/ }).check();
    await field(page, 'Port').fill(String(wanted.port));
    await field(page, 'User name').fill('');
    await page.getByLabel('Password', { exact: true }).fill('a-relay-secret');
    await field(page, 'Sender name').fill(suiteSender.fromName);
    await field(page, 'Sender address').fill(suiteSender.fromAddress);
    await field(page, 'Reply-to address').fill('');
    await field(page, 'Notification address').fill(suiteSender.notifyAddress);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('SMTP settings saved').first().waitFor();

    // After a reload: the settings as saved, the password never sent back, only said to be kept.
    await page.reload();
    await field(page, 'Host').waitFor(firstAnswer);
    expect(await field(page, 'Host').inputValue()).toBe(wanted.host);
    expect(await field(page, 'Port').inputValue()).toBe(String(wanted.port));
    expect(await page.getByRole('radio', { name: /^None/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await page.getByText('A password is kept: leave empty to keep it, or type a new one.').waitFor();
    await page.getByText(/^Last saved /).waitFor();

    // Removing it.
    await page.getByRole('checkbox', { name: 'Remove the kept password' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('No password is kept.').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Remove the kept password' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows what the page and the server refuse on the fields themselves', async () => {
    const { page } = await openSmtp();
    await field(page, 'Host').fill('');
    await field(page, 'Port').fill('70000');
    await field(page, 'Sender address').fill('not an address');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const host = field(page, 'Host');
    expect(await host.getAttribute('aria-invalid')).toBe('true');
    // The reason is read with the field (aria-describedby).
    await expect.poll(() => host.evaluate((input) => (input as HTMLInputElement).labels?.length)).toBe(1);
    await page.getByText('Enter the server’s name, for example smtp.example.com.').waitFor();
    await page.getByText('Enter a port between 1 and 65535.').waitFor();
    await page.getByText('Enter a valid email address to send from.').waitFor();
    const described = await field(page, 'Sender address').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toContain('valid email address');
  });

  it('checks a connection: works with the catcher, and says in words why a closed port does not', async () => {
    const { page } = await openSmtp();
    const wanted = catcherSmtpSettings();
    await field(page, 'Host').fill(wanted.host);
    await page.getByRole('radio', { name: /^None/ }).check();
    await field(page, 'Port').fill(String(wanted.port));
    await field(page, 'Sender address').fill(suiteSender.fromAddress);
    await page.getByRole('button', { name: 'Check connection' }).click();
    await page.getByRole('status').filter({ hasText: 'Connection and sign-in work with these settings.' }).waitFor();

    // Port 1 on loopback: nobody listens there.
    await field(page, 'Port').fill('1');
    await page.getByRole('button', { name: 'Check connection' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'could not be reached' });
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.textContent()).toContain('The mail server could not be reached: check the host and the port.');
  });

  it('sends a test email that arrives at the catcher from the saved sender', async () => {
    const { page } = await openSmtp();
    await sendMailToCatcher(page);
    await page.reload();
    const to = uniqueAddress('smtp-screen');
    const form = page.getByRole('form', { name: 'Send a test email' });
    const mail = await sendTestMail(form, to);
    expect(mail.from).toBe(suiteSender.fromAddress);
  });

  it.each(['en', 'ar'])('has no accessibility violation in %s', async (language) => {
    const page = await browser.page(signedIn());
    await page.goto(`/admin/smtp?lang=${language}`);
    await page.locator('main form').first().waitFor(firstAnswer);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
