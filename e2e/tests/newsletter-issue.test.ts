import { describe, expect, inject, it } from 'vitest';
import { mailAdminEndpoints, newsletterIssueList, newsletterSchedule, type AdminArticle } from '@portfolio/contracts';
import { signedInPage, useAdminSession } from '../support/admin-session.ts';
import { callApi } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { articles, call, createArticle, unique } from '../support/editor.ts';
import { hasMailCatcher, linksOf, sendMailToCatcher, uniqueAddress, waitForMail } from '../support/mail.ts';
import { signUp, signupThanks, subscriberOf } from '../support/mail-forms.ts';

// An authoring suite: it publishes an article, so that the weekly issue it sends has something in it.
describe.runIf(hasMailCatcher())('the unsubscribe link of a newsletter mail', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, inject('admin'));
  /** A signed-in page on the site, for the admin API. */
  const adminPage = () => signedInPage(browser, signedIn());

  it('opens a page that unsubscribes in one click, and the administrator sees it unsubscribed', async () => {
    const admin = await adminPage();
    await sendMailToCatcher(admin);
    const page = await browser.page();
    const email = uniqueAddress('unsubscribe');
    await (await signUp(page, '/', email)).getByText(signupThanks).waitFor();
    const confirm = linksOf(await waitForMail(email)).find((link) => link.includes('/newsletter/confirm'));
    await page.goto(confirm!);
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();

    // This week's issue, sent now: the schedule on makes its draft, and an article published for it.
    const schedule = newsletterSchedule.parse((await callApi(admin, mailAdminEndpoints.newsletterSchedule.path)).body);
    if (!schedule.enabled) {
      await call(admin, 'PUT', mailAdminEndpoints.saveNewsletterSchedule.path, { ...schedule, enabled: true });
    }
    const { upcoming } = newsletterIssueList.parse(
      (await callApi(admin, mailAdminEndpoints.newsletterIssues.path)).body,
    );
    // Published after the draft began: the first issue holds what was published since the schedule was turned on.
    const title = `Newsletter news ${unique()}`;
    const article = await createArticle(admin, title, 'Words for the weekly issue.');
    await call<AdminArticle>(admin, 'POST', `${articles}/${article.id}/publish`, { baseRevision: article.revision });
    const started = await callApi(admin, mailAdminEndpoints.sendIssue.path.replace(':id', upcoming!.id), {
      method: 'POST',
    });
    // 409: another suite's issue went out since the article was published, and to this subscriber too.
    expect([200, 409], JSON.stringify(started.body)).toContain(started.status);
    const issue = await waitForMail(email, (mail) => 'list-unsubscribe' in mail.headers, 30_000);
    expect(issue.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = linksOf(issue).find((link) => new URL(link).pathname === '/newsletter/unsubscribe');
    expect(unsubscribe, linksOf(issue).join(' ')).toBeTruthy();

    await page.goto(unsubscribe!);
    await page.getByRole('heading', { name: 'Unsubscribe from the newsletter' }).waitFor();
    // Opening the page changes nothing (mail scanners open links): the button does.
    expect(await subscriberOf(await adminPage(), email)).toMatchObject({ status: 'confirmed' });
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(await subscriberOf(await adminPage(), email)).toMatchObject({ status: 'unsubscribed' });
  });
});
