import { describe, expect, inject, it } from 'vitest';
import { mailAdminEndpoints, type DeliveryResult } from '@portfolio/contracts';
import { signedInPage, useAdminSession } from '../support/admin-session.ts';
import { callApi } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { hasMailCatcher, sendMailToCatcher, suiteSender, uniqueAddress, waitForMail } from '../support/mail.ts';

// The path every mail suite relies on: the topology's mail service, configured through the admin API, sends
// through the suite's catcher, and a test file (another process than the catcher's) reads what arrived.
describe.runIf(hasMailCatcher())('mail from the running topology reaches the suite’s catcher', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, inject('admin'));

  it('sends the SMTP screen’s test mail there, from the suite’s sender', async () => {
    const page = await signedInPage(browser, signedIn());
    await sendMailToCatcher(page);
    // Twice: a second suite configuring the same settings changes nothing.
    await sendMailToCatcher(page);
    const to = uniqueAddress('smtp-test');
    const sent = await callApi(page, mailAdminEndpoints.sendTestMail.path, { method: 'POST', json: { to } });
    expect(sent).toMatchObject({ status: 200, body: { ok: true } satisfies DeliveryResult });
    const mail = await waitForMail(to);
    expect(mail.from).toBe(suiteSender.fromAddress);
    expect(mail.headers.from).toContain(suiteSender.fromAddress);
    expect(mail.text.length).toBeGreaterThan(0);
  });
});
