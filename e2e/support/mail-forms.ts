import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { mailAdminEndpoints, mailLimits, subscriberList } from '@portfolio/contracts';
import { callApi } from './api.ts';
import { axeViolations, describeViolations } from './axe.ts';

/**
 * Scrolls a public page to its end, so that the sections loaded when the reader nears them (the contact section,
 * the newsletter signup, the latest articles) arrive, and waits for the one named by its heading.
 */
export async function scrollToSection(page: Page, heading: string) {
  const section = page.getByRole('heading', { name: heading, exact: true });
  for (let tries = 0; tries < 20 && !(await section.isVisible()); tries++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
  }
  await section.scrollIntoViewIfNeeded();
}

/**
 * Opens `path` in `language` and, once the section named by `heading` has arrived in the language's direction and
 * the network rests, expects axe to find nothing in the page.
 */
export async function expectSectionAccessible(page: Page, path: string, language: string, heading: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
  await page.locator('#main').waitFor();
  await scrollToSection(page, heading);
  expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/**
 * The home page's contact section, once its form token has arrived: the moment the service counts the minimum time
 * to fill from. `fillable` resolves when a person could have filled it (the service takes a faster message for a
 * bot's, answers as if kept, and drops it).
 */
export async function openContactForm(page: Page, path = '/') {
  const token = page.waitForResponse((response) => response.url().endsWith('/api/mail/form-token'));
  await page.goto(path);
  await page.locator('#main').waitFor();
  await scrollToSection(page, 'Contact');
  const shownAt = (await token).ok() ? Date.now() : 0;
  const form = page.locator('#contact form');
  return {
    form,
    fillable: () => page.waitForTimeout(Math.max(0, shownAt + mailLimits.minimumFillMs + 500 - Date.now())),
  };
}

/** A text of the notification on screen (Radix's toast also copies it into a live region for screen readers). */
export const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The signup's inline answer once the service has taken the address. */
export const signupThanks = 'Thanks! Please check your inbox to confirm your subscription.';

/** Signs `email` up with the signup at the end of `path`, in English; the signup's region, to read its answer. */
export async function signUp(page: Page, path: string, email: string, firstName = '') {
  await page.goto(path);
  await page.locator('#main').waitFor();
  await scrollToSection(page, 'Newsletter');
  const signup = page.getByRole('region', { name: 'Newsletter' });
  await signup.getByLabel('Email', { exact: true }).fill(email);
  if (firstName) await signup.getByLabel('First name (optional)').fill(firstName);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  return signup;
}

/** The subscriber of that address as the administrator sees it, from a signed-in page (closed after). */
export async function subscriberOf(admin: Page, email: string) {
  const answer = await callApi(admin, `${mailAdminEndpoints.subscribers.path}?q=${encodeURIComponent(email)}`);
  expect(answer.status).toBe(200);
  await admin.close();
  return subscriberList.parse(answer.body).items.find((item) => item.email === email);
}
