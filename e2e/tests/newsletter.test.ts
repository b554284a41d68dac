import { describe, expect, inject, it } from 'vitest';
import { signedInPage, useAdminSession } from '../support/admin-session.ts';
import { axeIt } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { hasMailCatcher, linksOf, sendMailToCatcher, uniqueAddress, waitForMail } from '../support/mail.ts';
import {
  expectSectionAccessible,
  scrollToSection,
  signUp,
  signupThanks,
  subscriberOf,
  toastText,
} from '../support/mail-forms.ts';

describe('the newsletter signup', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, inject('admin'));
  /** A signed-in page on the site, for the admin API. */
  const adminPage = () => signedInPage(browser, signedIn());

  it('asks for a valid address before any call', async () => {
    const page = await browser.page();
    await page.goto('/blog');
    await page.locator('#main').waitFor();
    await scrollToSection(page, 'Newsletter');
    const signup = page.getByRole('region', { name: 'Newsletter' });
    await signup.getByLabel('Email', { exact: true }).fill('not an address');
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await toastText(page, 'Email required').waitFor();
    await toastText(page, 'Please provide a valid email address to receive our updates.').waitFor();
  });

  it('is on the home page, the blog list and every article', async () => {
    const page = await browser.page();
    for (const path of ['/', '/blog', '/blog/greener-web-pages']) {
      await page.goto(path);
      await page.locator('#main').waitFor();
      await scrollToSection(page, 'Newsletter');
      expect(await page.getByRole('region', { name: 'Newsletter' }).getByRole('button').textContent()).toBe(
        'Subscribe',
      );
    }
  });

  it('says an invalid or expired confirmation link is so, and offers to sign up again', async () => {
    const page = await browser.page();
    await page.goto('/newsletter/confirm?token=forged.token');
    await page.getByRole('heading', { name: 'This link is invalid or has expired' }).waitFor();
    await page.getByRole('region', { name: 'Newsletter' }).getByRole('button', { name: 'Subscribe' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  axeIt.each([
    { language: 'en', path: '/newsletter/confirm?token=forged', heading: 'This link is invalid or has expired' },
    { language: 'ar', path: '/newsletter/confirm?token=forged', heading: 'هذا الرابط غير صالح أو منتهي الصلاحية' },
    { language: 'en', path: '/newsletter/unsubscribe?token=abc', heading: 'Unsubscribe from the newsletter' },
    { language: 'ar', path: '/newsletter/unsubscribe?token=abc', heading: 'إلغاء الاشتراك في النشرة البريدية' },
    { language: 'en', path: '/blog', heading: 'Newsletter' },
    { language: 'ar', path: '/blog', heading: 'النشرة البريدية' },
  ])('axe finds nothing on $path in $language', async ({ language, path, heading }) => {
    await expectSectionAccessible(await browser.page(), path, language, heading);
  });

  describe.runIf(hasMailCatcher())('with mail going out', () => {
    it('signs up, mails a confirmation link whose page confirms, and the administrator sees it confirmed', async () => {
      const admin = await adminPage();
      await sendMailToCatcher(admin);
      const page = await browser.page();
      const errors = pageErrors(page);
      const email = uniqueAddress('signup');
      const signup = await signUp(page, '/blog', email, 'Ada');
      await signup.getByText(signupThanks).waitFor();
      await toastText(page, 'Welcome to the newsletter!').waitFor();
      await toastText(page, "You'll soon receive our latest articles and insights.").waitFor();
      expect(await subscriberOf(await adminPage(), email)).toMatchObject({
        status: 'pending',
        source: '/blog',
        language: 'en',
      });

      const mail = await waitForMail(email);
      const confirm = linksOf(mail).find((link) => new URL(link).pathname === '/newsletter/confirm');
      expect(confirm, linksOf(mail).join(' ')).toBeTruthy();
      await page.goto(confirm!);
      await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();
      expect(await subscriberOf(await adminPage(), email)).toMatchObject({ status: 'confirmed', firstName: 'Ada' });
      // Opening the link again (a mail scanner, a second click) changes nothing.
      await page.goto(confirm!);
      await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();
      expect(errors).toEqual([]);
    });
  });
});
