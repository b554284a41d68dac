import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminArticle, AiProviderView, AiSettings } from '@portfolio/contracts';
import { fakeAiServer, fakeAnswers, type FakeAiServer } from '@portfolio/testing';
import { axeIt, axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { call, createArticle, firstAnswer, savedNow, unique, useEditorPages } from '../support/editor.ts';
import { hasMailCatcher } from '../support/mail.ts';

const ai = '/api/admin/content/ai';
const soon = { timeout: 20_000, interval: 250 };
const suggestion = 'A short excerpt the fake provider suggests.';
/** A body with structure to keep: a heading, a list, code and a link. */
const markdown = [
  '## Why grids',
  '',
  'Grids hold [real content](https://example.com/grids) well.',
  '',
  '- one column',
  '- two columns',
  '',
  '```css',
  '.grid { display: grid; }',
  '```',
].join('\n');

/**
 * The AI providers screen and the author's AI tasks against the running services and a fake OpenAI-compatible
 * provider this file starts on loopback (the content service calls it directly, so the topology's services must
 * run on this machine, as where the mail catcher is reachable): a provider added with a wrong key and its test
 * refused in words, the key corrected and the models listed, the tasks routed to it; an article translated into
 * two languages from the editor's menu, the drafts marked; a suggested excerpt accepted; the calls in the usage
 * log. It runs on the authoring server of its topology (e2e/project.ts): the AI settings are put back at its end.
 */
describe.runIf(hasMailCatcher())('admin AI providers and tasks', () => {
  const browser = useBrowser();
  const { signedIn, openEditor, apiPage } = useEditorPages(browser, inject('admin'));
  const key = `sk-e2e-${unique()}`;
  let fake: FakeAiServer;
  beforeAll(async () => {
    // Translations keep the structure (words upper-cased); any other request is a suggestion.
    fake = await fakeAiServer({
      kind: 'openai-compatible',
      apiKey: key,
      answer: (chat) => (chat.system.startsWith('You translate') ? fakeAnswers.translator(chat) : suggestion),
    });
  });
  afterAll(() => fake.close());

  async function openScreen(search = '') {
    const page = await browser.page(signedIn());
    const errors = pageErrors(page);
    await page.goto(`/admin/ai-providers${search}`);
    await page.locator('form').first().waitFor(firstAnswer);
    return { page, errors };
  }
  const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

  it('sets up a provider, translates an article into two languages, accepts a suggestion, logs the calls', async () => {
    const { page, errors } = await openScreen();
    const original = (await call<{ settings: AiSettings }>(page, 'GET', `${ai}/settings`)).settings;
    const name = `Fake ${unique()}`;
    try {
      // Added with a wrong key: the test says why in words.
      await page.getByRole('button', { name: 'Add a provider' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a provider' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await dialog.getByRole('textbox', { name: 'Base address' }).fill(fake.url);
      await dialog.getByLabel('API key').fill('sk-wrong-key-0000');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await card(page, name).waitFor();
      await card(page, name).getByRole('button', { name: 'Test connection' }).click();
      await card(page, name).getByText('The connection failed: the key was refused.').waitFor();

      // The key corrected (its last four characters shown, never the key): the models listed.
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit the provider' });
      await edit.getByText('A key ending in 0000 is kept: leave empty to keep it.').waitFor();
      await edit.getByLabel('API key').fill(key);
      await edit.getByRole('button', { name: 'Save' }).click();
      await card(page, name)
        .getByText(`ending in ${key.slice(-4)}`)
        .waitFor();
      await card(page, name).getByRole('button', { name: 'Test connection' }).click();
      await card(page, name)
        .getByText(/^Connected in /)
        .waitFor();
      expect(await card(page, name).getByRole('list', { name: 'Models' }).innerText()).toContain('gpt-fake-1');
      expect(
        JSON.stringify((await call<{ providers: AiProviderView[] }>(page, 'GET', `${ai}/providers`)).providers),
      ).not.toContain(key);

      // Translation and suggestions routed to it, its model picked from the list; no wait between requests.
      for (const task of ['Translation', 'Suggestions (excerpt, search title and description)']) {
        const group = page.getByRole('group', { name: task, exact: true });
        await group.getByRole('combobox', { name: 'Provider' }).selectOption({ label: name });
        await group.getByRole('combobox', { name: 'Model' }).fill('gpt-fake-1');
      }
      await page.getByRole('textbox', { name: 'Requests per minute' }).fill('600');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('AI settings saved').first().waitFor();

      // The editor: French, then German, each from the menu, in the background; the drafts appear marked.
      const api = await apiPage();
      const title = `Grids ${unique()}`;
      const article = await createArticle(api, title, markdown);
      const { page: editor, errors: editorErrors } = await openEditor(article.id);
      for (const language of ['French', 'German']) {
        await editor.getByRole('button', { name: 'Translate into…' }).click();
        await editor.getByRole('menuitem', { name: language, exact: true }).click();
        await editor.getByRole('tab', { name: new RegExp(`^${language}`) }).waitFor(soon);
      }
      await editor.getByText('Draft translations written: German.').waitFor();
      for (const language of ['French', 'German']) {
        expect(await editor.getByRole('tab', { name: new RegExp(`^${language}`) }).innerText()).toContain(
          'Machine-translated',
        );
      }
      await editor.getByRole('tab', { name: /^French/ }).click();
      await expect
        .poll(() => editor.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
        .toBe(title.toUpperCase());
      const saved = await call<AdminArticle>(api, 'GET', `/api/admin/content/articles/${article.id}`);
      const french = saved.versions.find((v) => v.lang === 'fr')!;
      expect(french.markdown).toContain('```css\n.grid { display: grid; }\n```');
      expect(french.markdown).toContain('(https://example.com/grids)');

      // A suggested excerpt for the English version, accepted and saved as any edit.
      await editor.getByRole('tab', { name: /^English/ }).click();
      await editor.getByRole('button', { name: 'Suggest a value for Excerpt' }).click();
      await editor.getByText(suggestion, { exact: true }).waitFor(soon);
      await editor.getByRole('button', { name: 'Accept' }).click();
      expect(await editor.getByRole('textbox', { name: 'Excerpt', exact: true }).inputValue()).toBe(suggestion);
      await savedNow(editor);
      expect(editorErrors).toEqual([]);

      // The calls in the usage log: three per language (text, title, excerpt) and the suggestion.
      await page.reload();
      const log = page.getByRole('table', { name: 'Calls to the providers, newest first' });
      await log.waitFor(firstAnswer);
      expect(await log.getByRole('row').nth(1).innerText()).toContain('Suggestions');
      expect(await log.getByRole('row').filter({ hasText: name }).count()).toBeGreaterThanOrEqual(7);
      // The key went in the header of each request, and nowhere else.
      expect(fake.requests.every((r) => r.headers.authorization?.startsWith('Bearer sk-'))).toBe(true);
      expect(JSON.stringify(fake.requests.map((r) => [r.path, r.query, r.body]))).not.toContain(key);
    } finally {
      await call(page, 'PUT', `${ai}/settings`, original satisfies AiSettings);
      const { providers } = await call<{ providers: AiProviderView[] }>(page, 'GET', `${ai}/providers`);
      for (const provider of providers.filter((p) => p.name === name)) {
        await call(page, 'DELETE', `${ai}/providers/${provider.id}`);
      }
    }
    expect(errors).toEqual([]);
  });

  axeIt.each(['en', 'ar'])('has no accessibility violation in %s', async (language) => {
    const { page } = await openScreen(`?lang=${language}`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // Every part loaded: the providers, the settings form and the month's usage.
    await page.getByRole('button', { name: language === 'ar' ? 'حفظ' : 'Save', exact: true }).waitFor(firstAnswer);
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
