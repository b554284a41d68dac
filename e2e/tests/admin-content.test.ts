import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useAdminSession } from '../support/admin-session.ts';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';

/** A fresh context downloads the admin chunk, its texts and the contract before the first answer shows. */
const firstAnswer = { timeout: 15_000 };
/** This run's mark in what it writes, so that a second run against the same server finds its own texts. */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * /admin/content against the running content service: a French hero text changed, previewed, saved and published,
 * then read by a visitor of /?lang=fr (the app and the crawler HTML); a PDF refused, then the French résumé replaced
 * and downloaded from the public page. It runs on the authoring server of its topology (e2e/project.ts): it
 * publishes the home page's content.
 */
describe('admin site content screen', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, inject('admin'));

  async function openInFrench() {
    const page = await browser.page(signedIn());
    const errors = pageErrors(page);
    await page.goto('/admin/content');
    await page.getByRole('heading', { name: 'Site content', level: 1 }).waitFor(firstAnswer);
    const languages = page.getByRole('navigation', { name: 'Language being edited' });
    await languages.getByRole('button', { name: /^français/ }).click();
    await languages.getByRole('button', { name: /^français/, pressed: true }).waitFor();
    return { page, errors, languages };
  }

  async function publishFrench(page: Page) {
    await page.getByRole('button', { name: 'Publish French' }).click();
    await page.getByText('Published', { exact: true }).first().waitFor();
  }

  it('publishes a French hero text, previewed first, that /?lang=fr then shows to visitors and crawlers', async () => {
    const { page, errors, languages } = await openInFrench();
    const greeting = `Bonjour (${run}), je suis`;
    await page.getByRole('group', { name: 'Hero' }).getByRole('textbox', { name: 'Greeting' }).fill(greeting);
    await languages.getByRole('button', { name: /^français.*unsaved/ }).waitFor();
    // Publishing waits for the changes to be saved.
    expect(await page.getByRole('button', { name: 'Publish French' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Show the preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview in French' });
    await preview.getByText(greeting).waitFor();
    // The preview is the public page's own sections, in French: its interface texts too.
    await preview
      .getByRole('link', { name: /^Télécharger/ })
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').first().waitFor();
    await publishFrench(page);
    await page
      .getByRole('region', { name: 'Version history' })
      .getByText(/^Published /)
      .first()
      .waitFor();
    expect(errors).toEqual([]);

    const visitor = await browser.page();
    await visitor.goto('/?lang=fr');
    await visitor.getByText(greeting).waitFor();
    const html = await (await fetch(browser.url('/?lang=fr'))).text();
    expect(html).toContain(greeting);
  });

  it('refuses a file that is not a PDF, then replaces the French résumé that visitors download', async () => {
    const { page } = await openInFrench();
    const resume = page.getByRole('group', { name: 'Documents' }).getByRole('group', { name: 'Document 1' });
    const picker = resume.getByLabel('PDF in French');
    await picker.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>') });
    await resume.getByText('This file is not a PDF.').waitFor();

    const pdf = Buffer.from(`%PDF-1.4\n% e2e ${run}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);
    await picker.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('PDF uploaded into the draft').first().waitFor();
    await resume.getByText(/^PDF in this language: /).waitFor();
    await publishFrench(page);

    const visitor = await browser.page({ acceptDownloads: true });
    await visitor.goto('/?lang=fr');
    const documents = visitor.locator('#documentation');
    const link = documents.getByRole('link', { name: /^Télécharger/ }).first();
    await link.waitFor();
    const [download] = await Promise.all([visitor.waitForEvent('download'), link.click()]);
    expect(await readFile((await download.path())!)).toEqual(pdf);
  });

  it.each(['en', 'ar'])('has no accessibility violation in %s, preview shown', async (language) => {
    const page = await browser.page(signedIn());
    await page.goto(`/admin/content?lang=${language}`);
    await page.locator('main button[aria-expanded]').waitFor(firstAnswer);
    await page.locator('main button[aria-expanded]').click();
    await page.locator('main #hero-title').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
