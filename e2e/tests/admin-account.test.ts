import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { callApi, signIn } from '../support/api.ts';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { forgetMailsTo, hasMailCatcher, linksOf, sendMailToCatcher, waitForMail } from '../support/mail.ts';
import { nextTotp, totp } from '../support/totp.ts';

/** A fresh context downloads the admin chunk, its texts and the contract before the first answer shows. */
const firstAnswer = { timeout: 15_000 };
const admin = inject('admin');
const newPassword = 'a-fresh-e2e-password-from-the-mail';
/** Another browser, so that its row in the sessions table is told apart from this suite's Chromium. */
const firefox: BrowserContextOptions = {
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

const toastWith = (page: Page, text: string) => page.locator('li', { hasText: text });
const session = async (page: Page) => (await callApi(page, '/api/admin/session')).body;

async function submitPassword(page: Page, password = admin.password) {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor(firstAnswer);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function openAccount(page: Page) {
  await page.goto('/admin/account');
  await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor(firstAnswer);
}

/**
 * The account screen and the sign-in's new steps against the running auth and mail services: two-factor sign-in
 * turned on from the screen (the suite computes the codes from the secret shown, as a phone would), then used with
 * a code and with a recovery code; a password reset followed from the mail; other sessions ended. It runs on a
 * server of its own (`accountSuites`, e2e/project.ts), and leaves the administrator as it found them.
 */
describe('admin account', () => {
  const browser = useBrowser();
  let recoveryCodes: string[] = [];

  /** Two-factor sign-in off again whatever failed half-way, with the recovery codes left over. */
  async function turnTwoFactorOff() {
    if (recoveryCodes.length < 2) return;
    const page = await browser.page();
    await page.goto('/admin');
    const first = await signIn(page, admin);
    const answer = first.body as { success: boolean; challenge?: string };
    if (first.status !== 200 || answer.success) return;
    const code = recoveryCodes.pop();
    await callApi(page, '/api/admin/login/second-factor', {
      method: 'POST',
      json: { challenge: answer.challenge, code },
    });
    await callApi(page, '/api/admin/account/two-factor/disable', {
      method: 'POST',
      json: { password: admin.password, code: recoveryCodes.pop() },
    });
  }

  it('ends another session, then every other one, at once', async () => {
    const page = await browser.page();
    const errors = pageErrors(page);
    await page.goto('/admin');
    expect((await signIn(page, admin)).status).toBe(200);
    const other = await browser.page(firefox);
    await other.goto('/admin');
    expect((await signIn(other, admin)).status).toBe(200);

    await openAccount(page);
    const sessions = page.getByRole('region', { name: 'Open sessions' });
    await sessions.getByRole('cell', { name: 'This session' }).waitFor(firstAnswer);
    await sessions
      .getByRole('row', { name: /Firefox/ })
      .getByRole('button', { name: 'End session' })
      .click();
    await toastWith(page, 'The session is signed out.').waitFor();
    expect(await session(other)).toEqual({ authenticated: false });
    expect(await session(page)).toMatchObject({ authenticated: true });

    expect((await signIn(other, admin)).status).toBe(200);
    await page.reload();
    await sessions.getByRole('button', { name: 'Sign out every other session' }).click();
    await toastWith(page, 'Every other session is signed out.').waitFor();
    expect(await session(other)).toEqual({ authenticated: false });
    await sessions.getByText('No other session is open.').waitFor();
    expect(await session(page)).toMatchObject({ authenticated: true });
    expect(errors).toEqual([]);
  });

  it('turns two-factor sign-in on, signs in with a code and with a recovery code, and turns it off', async () => {
    onTestFinished(turnTwoFactorOff);
    const page = await browser.page();
    const errors = pageErrors(page);
    await page.goto('/admin');
    expect((await signIn(page, admin)).status).toBe(200);
    await openAccount(page);
    const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactor.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await twoFactor.getByRole('img', { name: 'QR code that adds this account to an authenticator app' }).waitFor();
    const secret = (await twoFactor.getByRole('definition').textContent())!.trim();
    // A code the app would not show now (nor one step either side): refused, and the form says why.
    const now = Date.now();
    const shown = new Set([-30_000, 0, 30_000].map((shift) => totp(secret, now + shift)));
    await twoFactor
      .getByRole('textbox', { name: 'Code from the app' })
      .fill(['000000', '111111', '222222', '333333'].find((code) => !shown.has(code))!);
    await twoFactor.getByRole('button', { name: 'Confirm and turn on' }).click();
    await twoFactor.getByText('This code is not valid.', { exact: false }).waitFor();
    await twoFactor.getByRole('textbox', { name: 'Code from the app' }).fill(totp(secret, Date.now()));
    await twoFactor.getByRole('button', { name: 'Confirm and turn on' }).click();

    const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await twoFactor.getByText('Recovery codes left: 10.').waitFor();

    // Signed out, the password alone is not enough any more: the code from the app, and this browser trusted.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await submitPassword(page);
    await page.getByRole('heading', { name: 'Two-step verification', level: 1 }).waitFor();
    expect(await session(page)).toEqual({ authenticated: false });
    await page.getByRole('textbox', { name: 'Code from the app' }).fill(nextTotp(secret));
    await page.getByRole('checkbox', { name: 'Trust this browser for 30 days' }).check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await toastWith(page, 'Connexion réussie').waitFor();

    // Trusted: no code asked in this browser. Another browser needs one: a recovery code, which works once.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await submitPassword(page);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const elsewhere = await browser.page();
    await submitPassword(elsewhere);
    await elsewhere.getByRole('button', { name: 'Use a recovery code' }).click();
    await elsewhere.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes.shift()!);
    await elsewhere.getByRole('button', { name: 'Verify' }).click();
    await elsewhere.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    await openAccount(page);
    await twoFactor.getByText('Recovery codes left: 9.').waitFor(firstAnswer);
    await twoFactor.getByLabel('Password', { exact: true }).fill(admin.password);
    await twoFactor.getByRole('textbox', { name: 'Code or recovery code' }).fill(recoveryCodes.shift()!);
    await twoFactor.getByRole('button', { name: 'Turn off' }).click();
    await toastWith(page, 'Two-factor authentication is off.').waitFor();
    await twoFactor.getByRole('button', { name: 'Turn on two-factor authentication' }).waitFor();
    recoveryCodes = [];
    expect(errors).toEqual([]);
  });

  it.runIf(hasMailCatcher())('resets the password from the mail’s link, once, and changes it back', async () => {
    const page = await browser.page();
    await page.goto('/admin');
    expect((await signIn(page, admin)).status).toBe(200);
    await sendMailToCatcher(page);
    await forgetMailsTo(admin.email);

    const visitor = await browser.page();
    await visitor.goto('/admin');
    await visitor.getByRole('link', { name: 'Forgot password?' }).click();
    await visitor.getByRole('heading', { name: 'Forgotten password', level: 1 }).waitFor(firstAnswer);
    await visitor.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await visitor.getByRole('button', { name: 'Send the link' }).click();
    await visitor.getByRole('status').filter({ hasText: 'If this address is the administrator’s' }).waitFor();
    const mail = await waitForMail(admin.email, (caught) => linksOf(caught).some((l) => l.includes('/reset-password')));
    const link = new URL(linksOf(mail).find((l) => l.includes('/reset-password'))!);
    const resetPage = `${link.pathname}${link.search}`;

    await visitor.goto(resetPage);
    await visitor.getByRole('heading', { name: 'Choose a new password', level: 1 }).waitFor(firstAnswer);
    await visitor.getByLabel('New password', { exact: true }).fill(newPassword);
    await visitor.getByLabel('Confirm the new password').fill(newPassword);
    await visitor.getByRole('button', { name: 'Set the new password' }).click();
    await visitor.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();
    // Every session ended, the one that was signed in before too.
    expect(await session(page)).toEqual({ authenticated: false });

    await visitor.goto(resetPage);
    await visitor.getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
    await visitor.getByLabel('Confirm the new password').fill(`${newPassword}-again`);
    await visitor.getByRole('button', { name: 'Set the new password' }).click();
    await visitor.getByRole('alert').filter({ hasText: 'This link does not work any more' }).waitFor();

    await submitPassword(visitor, newPassword);
    await visitor.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await openAccount(visitor);
    const form = visitor.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(newPassword);
    await form.getByLabel('New password', { exact: true }).fill(admin.password);
    await form.getByLabel('Confirm the new password').fill(admin.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await toastWith(visitor, 'Password changed.').waitFor();
    expect((await signIn(page, admin)).status).toBe(200);
  });

  it.each(['en', 'ar'])('has no accessibility violation in %s', async (language) => {
    const page = await browser.page();
    await page.goto('/admin');
    expect((await signIn(page, admin)).status).toBe(200);
    await page.goto(`/admin/account?lang=${language}`);
    await page.locator('main table').waitFor(firstAnswer);
    await page.locator('main form').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
