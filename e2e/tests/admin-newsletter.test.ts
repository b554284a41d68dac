import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useAdminSession } from '../support/admin-session.ts';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { hasMailCatcher, sendMailToCatcher, sendTestMail, uniqueAddress } from '../support/mail.ts';

/** A fresh context downloads the admin chunk, its texts and the contract before the first answer shows. */
const firstAnswer = { timeout: 15_000 };

/**
 * The newsletter screen against the running mail service: a CSV import and its per-row report, the list searched
 * and filtered, the CSV export downloaded, a subscriber erased; the weekly schedule turned on, the upcoming issue
 * previewed (HTML in a sandboxed frame, and plain text) and sent as a test to the catcher. On the authoring server
 * of its topology (e2e/project.ts): it adds subscribers and changes the schedule.
 */
describe.runIf(hasMailCatcher())('admin newsletter', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, inject('admin'));
  const run = randomBytes(4).toString('hex');
  const ada = `ada-${run}@e2e.example.org`;
  const linus = `linus-${run}@e2e.example.org`;
  const csv = [
    'email,first_name,language',
    `${ada},Ada,fr`,
    `${linus},Linus;=cmd|' /C calc'!A0,en`,
    `not-an-address-${run},Nobody,en`,
    `${ada},Ada again,fr`,
  ].join('\r\n');

  beforeAll(async () => {
    const page = await browser.page(signedIn());
    await page.goto('/admin');
    await sendMailToCatcher(page);
  });

  async function open(search = '') {
    const page = await browser.page(signedIn());
    const errors = pageErrors(page);
    await page.goto(`/admin/newsletter${search}`);
    await page.getByRole('heading', { name: 'Newsletter', level: 1 }).waitFor(firstAnswer);
    return { page, errors };
  }
  const importForm = (page: Page) => page.getByRole('form', { name: 'Import subscribers' });

  it('imports a CSV only with the consent stated, and reports row by row what it did not add', async () => {
    const { page, errors } = await open();
    const form = importForm(page);
    await form
      .getByLabel('CSV file')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await form.getByRole('button', { name: 'Import', exact: true }).click();
    await form.getByText('Only addresses whose owners consented may be imported: confirm it above.').waitFor();

    await form.getByRole('checkbox', { name: /^I confirm that everyone in this file agreed/ }).check();
    await form.getByRole('checkbox', { name: /^They already confirmed/ }).check();
    await form.getByRole('button', { name: 'Import', exact: true }).click();
    const report = form.getByRole('status').filter({ hasText: 'Import report' });
    await report.waitFor();
    const figure = async (name: string) =>
      (
        await report
          .locator('div')
          .filter({ has: page.locator('dt', { hasText: name }) })
          .locator('dd')
          .textContent()
      )?.trim();
    expect(await figure('Rows')).toBe('4');
    expect(await figure('Added')).toBe('2');
    expect(await figure('Skipped')).toBe('2');
    const problems = report.getByRole('table', { name: 'Rows not added' });
    expect(
      await problems
        .getByRole('row')
        .filter({ hasText: `not-an-address-${run}` })
        .textContent(),
    ).toContain('Not a valid email address');
    expect(await problems.getByRole('row').filter({ hasText: 'Already earlier in the file' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('finds the imported subscribers by search and status, and shows the counts per status', async () => {
    const { page } = await open();
    await page.getByRole('heading', { name: 'Subscribers by status' }).waitFor();
    const filters = page.getByRole('search', { name: 'Filter the subscribers' });
    await filters.getByRole('searchbox', { name: 'Address or name' }).fill(run);
    await filters.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Confirmed' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === run && url.searchParams.get('status') === 'confirmed');
    const table = page.getByRole('table', { name: 'Subscribers' });
    await table.getByRole('cell', { name: ada, exact: true }).waitFor();
    await table.getByRole('cell', { name: linus, exact: true }).waitFor();
    const adaRow = table.getByRole('row').filter({ hasText: ada });
    expect(await adaRow.textContent()).toContain('Confirmed');
    expect(await adaRow.textContent()).toContain('French');
    expect(await adaRow.textContent()).toContain('Import');

    await filters.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Waiting for confirmation' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No subscriber matches these filters.').waitFor();
  });

  it('exports what the filters match as a CSV with formulas neutralised', async () => {
    const { page } = await open(`?q=${run}`);
    await page.getByRole('table', { name: 'Subscribers' }).getByRole('cell', { name: ada, exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"email","first_name","status","language","source","created_at","confirmed_at","updated_at"');
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"${ada}","Ada","confirmed","fr"`);
    // The service drops a formula from a name's start; one after a French spreadsheet's separator is neutralised here.
    expect(text).toContain(`"${linus}","Linus;'=cmd|' /C calc'!A0"`);
  });

  it('erases a subscriber completely after a confirmation', async () => {
    const { page } = await open(`?q=${run}`);
    const table = page.getByRole('table', { name: 'Subscribers' });
    await table.getByRole('button', { name: `Erase ${linus}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erase this subscriber completely?' });
    expect(await dialog.textContent()).toContain(linus);
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await page.getByText(`${linus} erased`).first().waitFor();
    await expect.poll(() => table.getByRole('cell', { name: linus, exact: true }).count()).toBe(0);
    await table.getByRole('cell', { name: ada, exact: true }).waitFor();
  });

  it('schedules the weekly issue, previews it in a sandboxed frame and as text, and sends a test', async () => {
    const { page, errors } = await open('?view=weekly');
    const schedule = page.getByRole('form', { name: 'Schedule' });
    await schedule.waitFor(firstAnswer);
    // Three days from now, so that it does not go out during the run.
    const weekday = ((new Date().getUTCDay() + 2) % 7) + 1;
    await schedule.getByRole('checkbox', { name: 'Send the newsletter every week' }).check();
    await schedule.getByRole('combobox', { name: 'Day' }).selectOption(String(weekday));
    await schedule.getByRole('combobox', { name: 'Time zone' }).selectOption('UTC');
    await schedule.getByRole('button', { name: 'Save the schedule' }).click();
    await page.getByText('Schedule saved').first().waitFor();

    const upcoming = page.getByRole('region', { name: /^Next issue/ });
    await upcoming.waitFor();
    await upcoming.getByRole('combobox', { name: 'Language' }).selectOption('en');
    const frame = upcoming.locator('iframe[title="The issue as an HTML email"]');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('srcdoc')).toContain('<html');
    const text = upcoming.getByRole('region', { name: 'Preview' }).locator('pre');
    expect((await text.textContent())?.length).toBeGreaterThan(0);

    // The introduction, saved, is in the preview.
    const intro = `Hello from run ${run}`;
    await upcoming.getByRole('textbox', { name: 'Introduction in English' }).fill(intro);
    await upcoming.getByRole('button', { name: 'Save the introduction' }).click();
    await page.getByText('Introduction saved').first().waitFor();
    await expect.poll(() => text.textContent()).toContain(intro);

    const to = uniqueAddress('issue-test');
    const test = upcoming.getByRole('form', { name: 'Send a test of this issue' });
    const mail = await sendTestMail(test, to);
    expect(mail.text).toContain(intro);
    expect(errors).toEqual([]);
  });

  it.each(['en', 'ar'])('has no accessibility violation in %s, both tabs', async (language) => {
    const page = await browser.page(signedIn());
    for (const view of ['', '&view=weekly']) {
      await page.goto(`/admin/newsletter?lang=${language}${view}`);
      await page.locator('main [role="tabpanel"] h2').first().waitFor(firstAnswer);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      // The tabs' panels too, which Radix would lay out left to right unless told.
      const panel = page.locator('main [role="tabpanel"][data-state="active"]');
      expect(await panel.evaluate((el) => getComputedStyle(el).direction)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    }
  });
});
