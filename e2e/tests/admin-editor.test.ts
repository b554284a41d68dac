import type { AdminArticle } from '@portfolio/contracts';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import {
  articles,
  call,
  createArticle,
  editorText,
  countOnBlog,
  expectOnBlog,
  firstAnswer,
  savedNow,
  saveEnglish,
  saveStatus,
  tool,
  unique,
  useEditorPages,
  wide,
} from '../support/editor.ts';

describe('admin blog editor', () => {
  const browser = useBrowser();
  const { openEditor, apiPage, signedIn } = useEditorPages(browser, inject('admin'));
  /** A visitor's fresh browser: no cache, no service worker from an earlier look. */
  const visitor = () => browser.page();

  it('writes a heading and a code block with the toolbar, autosaves, keeps it over a reload and publishes it', async () => {
    const api = await apiPage();
    const title = `Editor written ${unique()}`;
    const created = await call<AdminArticle>(api, 'POST', articles, { sourceLang: 'en', title: 'Draft' });
    const { page, errors } = await openEditor(created.id);

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Excerpt', { exact: true }).fill('Written in the browser suite.');
    // The slug follows the title.
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).toBe(title.toLowerCase().replaceAll(' ', '-'));

    await editorText(page).click();
    await tool(page, 'Heading 2').click();
    // Typed text, or a key to press (a name Playwright knows).
    for (const step of ['Getting started', 'Enter', 'Enter', 'Some ', 'Control+b', 'bold words', 'End', 'Enter']) {
      await (/^(Enter|End|Control\+b)$/.test(step) ? page.keyboard.press(step) : page.keyboard.type(step));
    }
    await tool(page, 'Code block').click();
    await page.keyboard.type('const answer = 42;');
    const markdown = '## Getting started\n\nSome **bold words**\n```\nconst answer = 42;\n```';

    // Typing leaves changes to save; the autosave sends them a moment after typing stops.
    await expect.poll(() => saveStatus(page).getAttribute('data-state')).not.toBe('saved');
    await savedNow(page);
    const saved = await call<AdminArticle>(api, 'GET', `${articles}/${created.id}`);
    expect(saved.versions[0]).toMatchObject({ title, markdown });

    // The preview is the server's rendering, with the public article styles.
    const preview = page.getByRole('region', { name: 'Preview as published' });
    await preview.getByRole('heading', { name: 'Getting started', level: 2 }).waitFor();
    expect(await preview.locator('pre').textContent()).toContain('const answer = 42;');
    expect(await preview.locator('strong').textContent()).toBe('bold words');

    await page.reload();
    await editorText(page).waitFor(firstAnswer);
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    expect(await editorText(page).textContent()).toContain('## Getting started');
    expect(await editorText(page).textContent()).toContain('const answer = 42;');

    expect(await countOnBlog(visitor, title)).toBe(0);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect.poll(() => page.getByTestId('publication-status').textContent()).toMatch(/^Published/);
    await expectOnBlog(visitor, title);
    expect(errors).toEqual([]);
  });

  it('publishes a scheduled article at its time, not before', async () => {
    const api = await apiPage();
    const title = `Editor scheduled ${unique()}`;
    const article = await createArticle(api, title);
    const { page, errors } = await openEditor(article.id);

    // A few seconds ahead, in the browser's own time zone (what the field shows).
    const at = await page.evaluate(() => {
      const date = new Date(Date.now() + 8000);
      return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
    });
    await page.getByLabel(/^Publish at \(/).fill(at);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect.poll(() => page.getByTestId('publication-status').textContent()).toMatch(/^Scheduled/);
    expect(await countOnBlog(visitor, title)).toBe(0);
    await expectOnBlog(visitor, title, 45_000);
    expect(errors).toEqual([]);
  }, 90_000);

  it('leaves the public page as it was while a published article is edited, until it is published again', async () => {
    const api = await apiPage();
    const title = `Editor live ${unique()}`;
    const article = await createArticle(api, title, 'The published words.');
    const published = await call<AdminArticle>(api, 'POST', `${articles}/${article.id}/publish`, {
      baseRevision: article.revision,
    });
    const path = `/blog/${published.versions[0]!.slug}`;
    const { page, errors } = await openEditor(article.id);

    await editorText(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Draft words only.');
    await savedNow(page);
    await page.getByText('Unpublished changes: the public page still shows the last published version.').waitFor();

    /** The public article's text that holds `words`, as a new visitor (no cache, no service worker) reads it. */
    const read = async (words: string) => {
      const reader = await browser.page();
      await reader.goto(path);
      await reader.locator('#root article h1').waitFor();
      return reader.locator('#root article').getByText(words).count();
    };
    expect(await read('The published words.')).toBe(1);
    expect(await read('Draft words only.')).toBe(0);

    await page.getByRole('button', { name: 'Publish changes' }).click();
    await page.getByText('The public page shows this version.').waitFor();
    await expect.poll(() => read('The published words. Draft words only.'), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
  });

  it('stops at a conflict with another tab and keeps my copy as a new draft', async () => {
    const api = await apiPage();
    const title = `Editor conflict ${unique()}`;
    const article = await createArticle(api, title);
    const context = await browser.context({ ...signedIn(), ...wide });
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto(`/admin/blog/edit/${article.id}`);
      await editorText(page).waitFor(firstAnswer);
    }

    // The second tab saves first; the first tab's save is based on the revision before.
    await editorText(second).click();
    await second.keyboard.press('Control+End');
    await second.keyboard.type(' Theirs.');
    await savedNow(second);
    await editorText(first).click();
    await first.keyboard.press('Control+End');
    await first.keyboard.type(' Mine.');

    const dialog = first.getByRole('alertdialog', { name: 'This article changed in another tab' });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await saveStatus(first).getAttribute('data-state')).toBe('conflict');
    // Nothing of mine was written over theirs.
    const server = await call<AdminArticle>(api, 'GET', `${articles}/${article.id}`);
    expect(server.versions[0]!.markdown).toBe('The first words. Theirs.');

    await dialog.getByRole('button', { name: 'Keep my copy' }).click();
    await first.waitForURL((url) => url.pathname.startsWith('/admin/blog/edit/') && !url.pathname.endsWith(article.id));
    await editorText(first).waitFor(firstAnswer);
    expect(await first.getByLabel('Title', { exact: true }).inputValue()).toBe(`${title} (copy)`);
    expect(await editorText(first).textContent()).toBe('The first words. Mine.');
    const copyId = new URL(first.url()).pathname.split('/').at(-1)!;
    const copy = await call<AdminArticle>(api, 'GET', `${articles}/${copyId}`);
    expect(copy.versions[0]).toMatchObject({ title: `${title} (copy)`, markdown: 'The first words. Mine.' });
  });

  it('loads the latest version after a conflict when asked, discarding only what was not saved', async () => {
    const api = await apiPage();
    const title = `Editor latest ${unique()}`;
    const article = await createArticle(api, title);
    const { page, errors } = await openEditor(article.id);
    await saveEnglish(api, article, title, 'Their newer words.');
    await editorText(page).click();
    await page.keyboard.type('Mine: ');
    const dialog = page.getByRole('alertdialog', { name: 'This article changed in another tab' });
    await dialog.getByRole('button', { name: 'Load the latest version' }).click({ timeout: 15_000 });
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => editorText(page).textContent()).toBe('Their newer words.');
    // The editor goes on from their revision: the next change saves without a conflict.
    await editorText(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' And mine after.');
    await savedNow(page);
    const server = await call<AdminArticle>(api, 'GET', `${articles}/${article.id}`);
    expect(server.versions[0]!.markdown).toBe('Their newer words. And mine after.');
    expect(errors).toEqual([]);
  });

  it('asks before leaving with changes the server does not have, and keeps them in this browser', async () => {
    const api = await apiPage();
    const article = await createArticle(api, `Editor leave ${unique()}`);
    const { page } = await openEditor(article.id);
    // The server is unreachable for saves: the change stays unsaved and is retried.
    await page.route(`**${articles}/${article.id}`, (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue(),
    );
    await editorText(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Not yet saved.');
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toBe('Not saved — retrying');

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'All articles' }).click();
    await expect.poll(() => asked).toEqual(['Some changes are not saved yet. Leave anyway?']);
    expect(new URL(page.url()).pathname).toBe(`/admin/blog/edit/${article.id}`);

    // A reload (the server still unreachable) finds the text in this browser, and says so.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await editorText(page).waitFor(firstAnswer);
    await page.getByText('Changes that had not reached the server were restored from this browser.').waitFor();
    expect(await editorText(page).textContent()).toBe('The first words. Not yet saved.');

    // Once the server answers again, the restored text is saved.
    await page.unroute(`**${articles}/${article.id}`);
    await savedNow(page);
    const server = await call<AdminArticle>(api, 'GET', `${articles}/${article.id}`);
    expect(server.versions[0]!.markdown).toBe('The first words. Not yet saved.');
  });

  it('shows what the server refuses on the fields it names, in the tab of their language', async () => {
    const api = await apiPage();
    const article = await createArticle(api, `Editor refused ${unique()}`, '');
    const { page } = await openEditor(article.id);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('The article cannot be published yet: see the fields marked.').waitFor();
    await page.getByText('Check this field: the en markdown is empty').waitFor();
    expect(await page.getByRole('tab', { name: /^English/ }).textContent()).toContain('needs attention');
    // A canonical address that is no address: the save is refused at that field, and taken once it is one.
    await page.getByLabel('Canonical address').fill('not an address');
    await expect.poll(() => saveStatus(page).getAttribute('data-state'), { timeout: 15_000 }).toBe('invalid');
    expect(await page.getByLabel('Canonical address').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Canonical address').fill('https://example.com/original');
    await savedNow(page);
  });

  it('works in Arabic at 360 px: the text and its preview as two tabs, right to left, and axe finds nothing', async () => {
    const api = await apiPage();
    const article = await createArticle(api, `Editor narrow ${unique()}`, '## Narrow heading');
    const { page, errors } = await openEditor(article.id, { viewport: { width: 360, height: 740 } }, '?lang=ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const text = page.locator('.cm-content');
    const preview = page.getByRole('region', { name: 'معاينة كما سيُنشر' });
    await page.getByRole('tab', { name: 'المعاينة' }).click();
    await preview.getByRole('heading', { name: 'Narrow heading' }).waitFor();
    expect(await text.isHidden()).toBe(true);
    await page.getByRole('tab', { name: 'الكتابة' }).click();
    // The English version's text stays left to right inside the Arabic screen.
    expect(await text.getAttribute('dir')).toBe('ltr');
    expect(await text.textContent()).toBe('## Narrow heading');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('has no accessibility violations, and the toolbar names each shortcut', async () => {
    const api = await apiPage();
    const article = await createArticle(api, `Editor axe ${unique()}`, '## A heading\n\nSome `code`.');
    const { page, errors } = await openEditor(article.id);
    await page
      .getByRole('region', { name: 'Preview as published' })
      .getByRole('heading', { name: 'A heading' })
      .waitFor();
    expect(await tool(page, 'Bold').getAttribute('aria-keyshortcuts')).toBe('Control+B');
    expect(await tool(page, 'Bold').getAttribute('title')).toBe('Bold (Ctrl+B)');
    // Tab leaves the text for the next control: the editor is no keyboard trap.
    await editorText(page).click();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.cm-editor') === null)).toBe(true);

    // A translation starts from the source text, in its own language and direction, and lists as missing no more.
    expect(await page.getByText(/^Missing: /).textContent()).toContain('Arabic');
    await page.getByRole('button', { name: 'Add translation' }).click();
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const arabic = editorText(page, 'Arabic');
    await arabic.waitFor();
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    expect(await arabic.getAttribute('lang')).toBe('ar');
    expect(await arabic.textContent()).toContain('A heading');
    expect(await page.getByText(/^Missing: /).textContent()).not.toContain('Arabic');
    await savedNow(page);
    const saved = await call<AdminArticle>(api, 'GET', `${articles}/${article.id}`);
    expect(saved.versions.map((v) => v.lang)).toEqual(['en', 'ar']);

    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // The dark theme (the system's, followed by default) keeps every text readable, the editor's included.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('html.dark').waitFor({ state: 'attached' });
    const dark = await axeViolations(page);
    expect(dark, describeViolations(dark)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
