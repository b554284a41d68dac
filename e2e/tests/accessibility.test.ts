import { describe, expect, it } from 'vitest';
import { axeIt, axeViolations, describeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

describe('accessibility', () => {
  const browser = useBrowser();

  describe.each([
    { language: 'en', theme: 'dark', heading: 'About me', games: 'Games' },
    { language: 'ar', theme: 'dark', heading: 'نبذة عني', games: 'الألعاب' },
    { language: 'en', theme: 'light', heading: 'About me', games: 'Games' },
  ])('in $language, $theme theme', ({ language, theme, heading, games }) => {
    axeIt.each([
      ['/', heading],
      ['/games', games],
    ])('axe finds nothing on %s', async (path, waitFor) => {
      const context = await browser.context();
      await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      const page = await context.newPage();
      await page.goto(`${path}?lang=${language}`);
      await page.getByRole('heading', { name: waitFor }).first().waitFor();
      // Let the idle-time parts (menus, notifications, analytics) arrive, as a visitor would see them.
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  });

  it('lets a keyboard user skip to the content, reach the menus and see where the focus is', async () => {
    const page = await browser.page();
    await page.goto('/');
    await page.getByRole('heading', { name: 'About me' }).waitFor();
    // The server's copy of the page has the same heading: the keys go to the app once it has taken its place.
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.getByRole('button', { name: /Language/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitemradio', { name: 'English' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
  });
});
