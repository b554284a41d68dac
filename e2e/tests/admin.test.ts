import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { recordApiCalls } from '../support/requests.ts';

const admin = inject('admin');

async function signIn(page: Page, credentials = admin) {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const path = (page: Page) => new URL(page.url()).pathname;
/** The notification holding a text, as the single-toast store renders it. */
const toastWith = (page: Page, text: string) => page.locator('li', { hasText: text });

describe('admin login and session', () => {
  const browser = useBrowser();

  it('shows the login screen the spec describes', async () => {
    const page = await browser.page();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    expect(await page.getByText('Sign in to access the admin dashboard.').isVisible()).toBe(true);
    const form = page.locator('form', { has: page.getByLabel('Email') });
    expect(await form.getAttribute('novalidate')).not.toBeNull();
    expect(await page.getByLabel('Email').getAttribute('required')).not.toBeNull();
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('required')).not.toBeNull();
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('refuses a malformed email with the failure toast, without calling the server', async () => {
    const page = await browser.page();
    const api = recordApiCalls(page);
    await signIn(page, { email: 'owner at example.com', password: 'whatever-it-is' });
    await toastWith(page, 'Échec de la connexion').waitFor();
    expect(await toastWith(page, 'Email ou mot de passe incorrect.').count()).toBe(1);
    expect(await toastWith(page, 'Échec de la connexion').getAttribute('class')).toContain('bg-destructive');
    expect(api.to('POST', '/api/admin/login')).toEqual([]);
    expect(path(page)).toBe('/admin');
  });

  it('says "Signing In..." while busy, then refuses a wrong password with the failure toast', async () => {
    const page = await browser.page();
    const answers: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/admin/login') answers.push(r.status());
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/login', async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, { email: admin.email, password: 'not-the-password' });
    const busy = page.getByRole('button', { name: 'Signing In...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await toastWith(page, 'Échec de la connexion').waitFor();
    expect(answers).toEqual([401]);
    expect(path(page)).toBe('/admin');
    // The button is usable again for the next try.
    expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
  });

  it('says when to try again after too many attempts', async () => {
    const page = await browser.page();
    // The real throttle would lock every test out for 15 minutes: its answer is played here instead.
    await page.route('**/api/admin/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
        body: JSON.stringify({ code: 'too_many_requests', message: 'Too many failed sign-in attempts.' }),
      }),
    );
    await signIn(page);
    await toastWith(page, 'Too many attempts').waitFor();
    expect(await toastWith(page, 'Try again in 2 minutes.').count()).toBe(1);
  });

  it('signs in to the dashboard, keeps the session on reload, and signs out back to /admin', async () => {
    const page = await browser.page();
    const errors = pageErrors(page);
    await signIn(page);
    await toastWith(page, 'Connexion réussie').waitFor();
    expect(await toastWith(page, "Bienvenue dans l'interface d'administration !").count()).toBe(1);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(path(page)).toBe('/admin/dashboard');
    expect(await page.getByText(admin.email).isVisible()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // Signed in already: /admin goes on to the dashboard.
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(path(page)).toBe('/admin/dashboard');

    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    // Each entry's own words, without the inbox's unread count that other suites' messages may show beside it.
    const labels = await nav
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => [...link.childNodes].map((node) => (node.nodeType === 3 ? node.textContent : '')).join('')),
      );
    expect(labels).toEqual([
      'Dashboard',
      'Analytics',
      'SEO',
      'SEO management',
      'Logs',
      'Blog',
      'Site content',
      'Games',
      'Images',
      'AI providers',
      'Inbox',
      'Newsletter',
      'SMTP',
      'Account',
    ]);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    expect(path(page)).toBe('/admin');
    for (const screen of ['/admin/dashboard', '/admin/analytics', '/admin/logs']) {
      await page.goto(screen);
      await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
      expect(path(page)).toBe('/admin');
    }
    expect(errors).toEqual([]);
  });

  it('lets a keyboard user go through the admin screens and sign out, with the focus in sight', async () => {
    const page = await browser.page();
    await signIn(page);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await nav.getByRole('link', { name: 'Dashboard' }).focus();
    await page.keyboard.press('Tab');
    const analytics = nav.getByRole('link', { name: 'Analytics' });
    expect(await analytics.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await analytics.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    expect(await nav.getByRole('link', { name: 'Analytics' }).getAttribute('aria-current')).toBe('page');
    // The layout stays while the screen changes: the focus is still in the menu.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'SEO', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
  });

  it('shows a loading text while the session check runs', async () => {
    const page = await browser.page();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/logs');
    await page.getByRole('status').filter({ hasText: 'Checking your session…' }).waitFor();
    release();
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
  });

  it('returns to /admin when an admin call is refused because the session ended', async () => {
    const page = await browser.page();
    await signIn(page);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // The session ends elsewhere (timeout, another tab signing out): the cookie is gone.
    await page.context().clearCookies();
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Logs' }).click();
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    expect(path(page)).toBe('/admin');
  });

  it.each(['/admin/content/more', '/admin/nowhere', '/admin/blog/edit/1/more'])(
    'shows the not-found page for %s',
    async (url) => {
      const page = await browser.page();
      await page.goto(url);
      await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    },
  );
});
