import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { useAdminSession } from '../support/admin-session.ts';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';

/** A fresh context downloads the admin chunk, its texts and the contract before the first answer shows. */
const firstAnswer = { timeout: 15_000 };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * The technical SEO screen against the running services: a visitor's unknown address in the not-found list, a
 * redirect made from it that the browser follows, a robots.txt rule that the audit reports and that, removed, stops
 * being reported. It runs on the authoring server of its topology (e2e/project.ts): it adds a redirect and saves
 * robots.txt (put back as it was before the test ends).
 */
describe('admin SEO management screen', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, inject('admin'));

  async function openScreen(view: string) {
    const page = await browser.page(signedIn());
    const errors = pageErrors(page);
    await page.goto(`/admin/seo-management?view=${view}`);
    await page.getByRole('heading', { name: 'SEO management', level: 1 }).waitFor(firstAnswer);
    return { page, errors };
  }
  const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

  it('lists a visitor’s unknown address, creates a redirect from it that the browser follows, and counts the hit', async () => {
    const missing = `/e2e-moved-${unique()}`;
    // A visitor lands on an address the site does not have: the not-found page, counted as a page view.
    const visitor = await browser.page();
    const viewed = visitor.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/analytics/pageview' && r.request().method() === 'POST',
    );
    await visitor.goto(missing);
    expect((await viewed).status()).toBeLessThan(300);

    const { page, errors } = await openScreen('not-found');
    const row = page.getByRole('row').filter({ hasText: missing });
    await row.waitFor(firstAnswer);
    await row.getByRole('button', { name: `Create a redirect from ${missing}` }).click();

    // The redirects tab, its form prefilled with the address.
    expect(await tab(page, 'Redirects').getAttribute('aria-selected')).toBe('true');
    const form = page.getByRole('form', { name: 'New redirect' });
    expect(await form.getByRole('textbox', { name: 'From' }).inputValue()).toBe(missing);
    // What the contract refuses is shown on the field before any call.
    await form.getByRole('textbox', { name: 'To' }).fill('https://example.com/elsewhere');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('This address is on another site').waitFor();
    expect(await form.getByRole('textbox', { name: 'To' }).getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('textbox', { name: 'To' }).fill('/blog');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Redirect saved').first().waitFor();
    const saved = page
      .getByRole('table', { name: 'Redirects of the site' })
      .getByRole('row')
      .filter({ hasText: missing });
    await saved.waitFor();
    expect(await saved.textContent()).toContain('Permanent (301)');

    // What the other redirects make of a new one is the server's to refuse, shown on its field: a chain.
    await page.getByRole('button', { name: 'Add a redirect' }).click();
    const chained = page.getByRole('form', { name: 'New redirect' });
    await chained.getByRole('textbox', { name: 'From' }).fill(`/e2e-chain-${unique()}`);
    await chained.getByRole('textbox', { name: 'To' }).fill(missing);
    await chained.getByRole('button', { name: 'Save' }).click();
    await chained.getByText('This target is itself redirected or leads back here').waitFor();
    expect(await chained.getByRole('textbox', { name: 'To' }).getAttribute('aria-invalid')).toBe('true');
    await chained.getByRole('button', { name: 'Cancel' }).click();

    // The visitor asks again and lands on the target (through the gateway, once nginx has reloaded its map).
    const soon = { timeout: 15_000, interval: 200 };
    await expect
      .poll(async () => {
        await visitor.goto(missing);
        return new URL(visitor.url()).pathname;
      }, soon)
      .toBe('/blog');

    // One hit counted (the gateway's within seconds, from its logs), and the address no longer in the not-found list.
    await expect
      .poll(async () => {
        await page.reload();
        await saved.waitFor(firstAnswer);
        return saved.getByRole('cell').nth(3).textContent();
      }, soon)
      .toBe('1');
    await tab(page, 'Not found').click();
    // The list once it has come (a table, or the sentence saying it is empty), without the address.
    await page
      .getByRole('tabpanel')
      .getByRole('table')
      .or(page.getByText('No visitor landed on a missing address in this period.'))
      .waitFor(firstAnswer);
    expect(await page.getByRole('row').filter({ hasText: missing }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('reports a page blocked by robots.txt in the audit, linked to robots.txt, and no longer once the rule is gone', async () => {
    const { page, errors } = await openScreen('robots');
    const editor = page.getByRole('textbox', { name: 'Content of robots.txt' });
    await editor.waitFor(firstAnswer);
    const before = await callApi(page, '/api/admin/content/robots');
    const original = before.body as { text: string; custom: boolean };

    // Each line is checked as it is typed: a misspelt field is refused on its line, and nothing is saved.
    await editor.fill('User-agent: *\nDisalow: /games\n');
    await page.getByText('Line 2: unknown field').waitFor();
    expect(await editor.getAttribute('aria-invalid')).toBe('true');

    const blocking = 'User-agent: *\nDisallow: /games\nDisallow: /admin\nDisallow: /api\n';
    await editor.fill(blocking);
    expect(await page.getByText('These lines cannot be saved:').count()).toBe(0);
    // The preview answers for the text in the editor.
    await page.getByRole('textbox', { name: 'Address' }).fill('/games');
    const verdict = page.getByRole('status').filter({ hasText: 'Blocked' });
    await verdict.waitFor();
    expect(await verdict.textContent()).toContain('By line 2: Disallow: /games');
    await page.getByRole('textbox', { name: 'Address' }).fill('/blog');
    await page.getByRole('status').filter({ hasText: 'Allowed' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('robots.txt saved').first().waitFor();
    expect(await (await fetch(browser.url('/robots.txt'))).text()).toContain('Disallow: /games');

    try {
      await tab(page, 'Audit').click();
      const group = page.getByRole('region', { name: /^Blocked by robots\.txt/ });
      await group.waitFor(firstAnswer);
      const finding = group.getByRole('listitem').filter({ hasText: '/games' }).first();
      expect(await finding.textContent()).toContain('Blocked for * by “Disallow: /games');

      // Its link opens robots.txt, where the rule is taken out.
      await finding.getByRole('link', { name: 'robots.txt' }).click();
      await editor.waitFor();
      expect(await tab(page, 'robots.txt').getAttribute('aria-selected')).toBe('true');
      await editor.fill('User-agent: *\nDisallow: /admin\nDisallow: /api\n');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('robots.txt saved').first().waitFor();

      // The audit as it is now, not the answer kept from the first visit to the tab.
      const audited = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/content/seo-audit');
      await tab(page, 'Audit').click();
      await audited;
      await page.getByText(/^Checked /).waitFor(firstAnswer);
      await expect.poll(() => page.getByRole('region', { name: /^Blocked by robots\.txt/ }).count()).toBe(0);
    } finally {
      // robots.txt as it was: the default (an empty text restores it) or the text that was saved.
      await callApi(page, '/api/admin/content/robots', {
        method: 'PUT',
        json: { text: original.custom ? original.text : '' },
      });
    }
    expect(errors).toEqual([]);
  });

  it.each(['en', 'ar'])('has no accessibility violation in %s, on every tab', async (language) => {
    const page = await browser.page(signedIn());
    await page.goto(`/admin/seo-management?lang=${language}`);
    await page.getByRole('tablist').waitFor(firstAnswer);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const tabs = page.getByRole('tab');
    for (let index = 0; index < (await tabs.count()); index++) {
      await tabs.nth(index).click();
      await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().waitFor(firstAnswer);
      await page.waitForLoadState('networkidle');
      // The redirects tab with its form open: its fields are checked too.
      if (index === 0) await page.getByRole('tabpanel').getByRole('button').first().click();
      const violations = await axeViolations(page);
      expect(violations, `tab ${index}: ${describeViolations(violations)}`).toEqual([]);
    }
  });
});
