import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { audioPatience, recordedAudio } from '../support/reader-audio.ts';

/** Playback runs in real time on a machine other suites share. */
const patiently = { timeout: 30_000, interval: 100 };

const stateOf = (page: Page, key: string) => page.locator(`[data-state="${key}"]`).textContent();

describe('/test-hybrid-reader', () => {
  const browser = useBrowser();

  it(
    'shows both engines, no voices in headless Chromium, and a state panel and log that follow the playback; one reader plays at a time',
    async () => {
      // The test page's recordings are the newest English articles' that have one: wait for two seeded ones.
      await recordedAudio(browser.baseUrl, 'privacy-friendly-analytics', 'en');
      await recordedAudio(browser.baseUrl, 'css-grid-real-content', 'en');
      const page = await browser.page({ viewport: { width: 1280, height: 900 } });
      const errors = pageErrors(page);
      await page.goto('/test-hybrid-reader');
      await page.getByRole('heading', { level: 1, name: 'Article reader test page' }).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      const voices = page.getByRole('region', { name: 'Voices of this browser' });
      await expect.poll(() => voices.textContent()).toContain('none');

      const speech = page.getByRole('region', { name: 'Speech synthesis of the browser' }).last();
      const recordings = page.getByRole('region', { name: /^Recorded audio: / });
      const [first, second] = [recordings.nth(0), recordings.nth(1)];
      await second.getByRole('button', { name: 'Play' }).waitFor();
      expect(await stateOf(page, 'status')).toBe('idle');

      await first.getByRole('combobox', { name: 'Speed' }).selectOption('2');
      await first.getByRole('button', { name: 'Play' }).click();
      await expect.poll(() => stateOf(page, 'status'), patiently).toBe('playing');
      expect(await stateOf(page, 'engine')).toBe('recorded');
      await expect.poll(() => stateOf(page, 'segment'), patiently).toMatch(/^[1-9]\d* \/ /);
      expect(await stateOf(page, 'range')).toMatch(/^\[\d+, \d+\)$/);
      const log = page.getByRole('log');
      await expect.poll(() => log.textContent(), patiently).toContain('segment index=1');

      // The second reader starts: the first pauses, one audio in the page.
      await second.getByRole('button', { name: 'Play' }).click();
      await first.getByRole('button', { name: 'Play' }).waitFor(patiently);
      await second.getByRole('button', { name: 'Pause' }).waitFor(patiently);
      await expect.poll(() => stateOf(page, 'segment'), patiently).toMatch(/^0 \/ /);
      expect(await stateOf(page, 'status')).toBe('playing');

      // Headless Chromium has no voice: the browser's engine says so, and the recording plays on.
      await speech.getByRole('button', { name: 'Play' }).click();
      await speech.getByText('Your browser has no voice to read this article.').waitFor(patiently);
      expect(await stateOf(page, 'status')).toBe('playing');

      // Stopped: the shared state is reset.
      await second.getByRole('button', { name: 'Stop' }).click();
      await expect.poll(() => stateOf(page, 'status'), patiently).toBe('idle');
      expect(await stateOf(page, 'segment')).toBe('-1 / 0');
      expect(await stateOf(page, 'range')).toBe('—');
      expect(errors).toEqual([]);
    },
    audioPatience + 60_000,
  );

  it(
    'reads right to left in Arabic, with nothing axe finds',
    async () => {
      // With a recording, so that its reader and text are checked too.
      await recordedAudio(browser.baseUrl, 'إحصاءات-الزوار-بلا-كعكات', 'ar');
      const page = await browser.page();
      await page.goto('/test-hybrid-reader?lang=ar');
      await page.getByRole('heading', { level: 1, name: 'صفحة اختبار قارئ المقالات' }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const sample = page.locator('div[lang="ar"][dir="rtl"]').filter({ hasText: 'القراءة بصوت عالٍ' });
      await sample.waitFor();
      await page
        .getByRole('region', { name: /^صوت مسجّل: / })
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    audioPatience + 30_000,
  );
});
