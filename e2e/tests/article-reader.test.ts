import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { audioPatience, recordedAudio } from '../support/reader-audio.ts';

/** A seed article (services/content/seed/articles/01-…): the content service records it in the background. */
const english = { slug: 'privacy-friendly-analytics', path: '/blog/privacy-friendly-analytics' };
const arabic = { slug: 'إحصاءات-الزوار-بلا-كعكات', path: `/blog/${encodeURIComponent('إحصاءات-الزوار-بلا-كعكات')}` };

/** Playback runs in real time on a machine other suites share: polls wait this long for the next sentence. */
const patiently = { timeout: 30_000, interval: 100 };

const reader = (page: Page, name = 'Listen to this article') => page.getByRole('region', { name });
const slider = (page: Page) => reader(page).getByRole('slider', { name: 'Position in the article' });

/** The reader's code loads when the visitor reaches for its Play button: the pointer over it. */
async function openReader(page: Page, name = 'Listen to this article', play = 'Play') {
  await reader(page, name).getByRole('button', { name: play }).hover();
  await reader(page, name).getByRole('slider').first().waitFor();
}

/** What the page highlights (CSS Custom Highlight API): the sentence and the word, as text with spaces collapsed. */
const highlighted = (page: Page, name: 'reader-sentence' | 'reader-word') =>
  page.evaluate((key) => {
    const highlight = CSS.highlights.get(key);
    const range = highlight && ([...highlight][0] as Range | undefined);
    return range ? range.toString().replace(/\s+/g, ' ') : null;
  }, name);

describe('article reader', () => {
  const browser = useBrowser();

  it(
    'plays the recorded audio with the sentence and word highlighted as it goes, seeks by sentence, resumes, and stops',
    async () => {
      const audio = await recordedAudio(browser.baseUrl, english.slug, 'en');
      const segments = audio.segments.map((segment) => segment.text);
      const total = segments.length;
      const page = await browser.page({ viewport: { width: 1280, height: 900 } });
      const errors = pageErrors(page);
      await page.goto(english.path);
      // Nothing of the reader but its look-alike before the visitor reaches for it.
      await reader(page).getByRole('button', { name: 'Play' }).waitFor();
      expect(await reader(page).getByRole('slider').count()).toBe(0);
      await openReader(page);
      await reader(page).getByText('Reading with: Recorded audio').waitFor();
      expect(await slider(page).getAttribute('aria-valuetext')).toBe(`sentence 1 of ${total}`);
      // Nothing plays before a click.
      expect(await highlighted(page, 'reader-sentence')).toBeNull();

      await reader(page).getByRole('combobox', { name: 'Speed' }).selectOption('2');
      await reader(page).getByRole('button', { name: 'Play' }).click();
      await expect.poll(() => highlighted(page, 'reader-sentence'), patiently).toBe(segments[0]);
      expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toContain('Counting visitors');
      // The highlighting moves on with the audio, word by word and sentence by sentence.
      await expect.poll(() => highlighted(page, 'reader-word'), patiently).not.toBeNull();
      await expect.poll(() => slider(page).getAttribute('aria-valuetext'), patiently).toBe(`sentence 2 of ${total}`);
      await expect.poll(() => highlighted(page, 'reader-sentence'), patiently).toBe(segments[1]);

      // Seeking by sentence with the keyboard, on the slider.
      await slider(page).focus();
      await page.keyboard.press('Home');
      for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
      await expect.poll(() => slider(page).getAttribute('aria-valuetext'), patiently).toMatch(/^sentence [67] of /);
      expect([segments[5], segments[6]]).toContain(await highlighted(page, 'reader-sentence'));
      await reader(page).getByRole('button', { name: 'Next sentence' }).click();
      await expect.poll(() => slider(page).getAttribute('aria-valuetext'), patiently).toMatch(/^sentence [78] of /);

      // Paused, and found again after a reload.
      await reader(page).getByRole('button', { name: 'Pause' }).click();
      const reached = Number((await slider(page).getAttribute('aria-valuetext'))!.split(' ')[1]);
      await page.reload();
      await openReader(page);
      await reader(page).getByText(`Resumes at sentence ${reached}.`).waitFor();
      expect(await slider(page).getAttribute('aria-valuetext')).toBe(`sentence ${reached} of ${total}`);
      // The page-wide shortcut plays from there.
      await page.locator('#root article h1').click();
      await page.keyboard.press('Alt+Shift+KeyP');
      await expect.poll(() => highlighted(page, 'reader-sentence'), patiently).toBe(segments[reached - 1]);

      // Stop resets the position and takes the highlights away.
      await reader(page).getByRole('button', { name: 'Stop' }).click();
      await expect.poll(() => slider(page).getAttribute('aria-valuetext')).toBe(`sentence 1 of ${total}`);
      expect(await highlighted(page, 'reader-sentence')).toBeNull();
      expect(await highlighted(page, 'reader-word')).toBeNull();
      await reader(page).getByRole('button', { name: 'Play' }).waitFor();
      expect(errors).toEqual([]);
    },
    audioPatience + 60_000,
  );

  it(
    'starts reading on a press of the look-alike Play button once its code has arrived, in the same room',
    async () => {
      const audio = await recordedAudio(browser.baseUrl, english.slug, 'en');
      // On a phone, where the controls wrap: the look-alike holds the whole panel's room, so nothing moves.
      const page = await browser.page({ viewport: { width: 390, height: 844 } });
      await page.goto(english.path);
      const height = () => reader(page).evaluate((panel) => panel.getBoundingClientRect().height);
      const before = await height();
      await reader(page).getByRole('button', { name: 'Play' }).click();
      await expect.poll(() => highlighted(page, 'reader-sentence'), patiently).toBe(audio.segments[0]!.text);
      // The focus went over to the real button, which now pauses.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), patiently)
        .toBe('Pause');
      expect(await height()).toBe(before);
      await reader(page).getByRole('button', { name: 'Pause' }).click();
    },
    audioPatience,
  );

  it.each([
    { language: 'en', path: english.path, name: 'Listen to this article', play: 'Play' },
    { language: 'ar', path: arabic.path, name: 'استمع إلى هذا المقال', play: 'تشغيل' },
  ])('has nothing axe finds in $language', async ({ language, path, name, play }) => {
    const page = await browser.page();
    await page.goto(`${path}?lang=${language}`);
    await openReader(page, name, play);
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
