import { describe, expect, it } from 'vitest';
import { parsePromText, promValue } from '@portfolio/testing';
import { mailForSuite } from './mail-service.ts';

/** The mail service calls its stores directly (no kit storeCalls): each store's calls are measured all the same. */
describe("the mail service's store metrics", () => {
  const mail = mailForSuite();

  it('times each store it calls under its own name, and its job list', async () => {
    expect((await mail.call('GET', '/api/admin/mail/smtp')).status).toBe(200);
    expect((await mail.call('GET', '/api/admin/mail/unread')).status).toBe(200);
    const res = await fetch(`${mail.url}/metrics`);
    expect(res.status).toBe(200);
    const metrics = parsePromText(await res.text());
    const calls = (store: string) =>
      promValue(metrics, 'portfolio_store_call_duration_seconds_count', { service: 'mail', store });
    expect(calls('smtp')).toBeGreaterThanOrEqual(1);
    expect(calls('messages')).toBeGreaterThanOrEqual(1);
    expect(calls('job list')).toBeGreaterThanOrEqual(1);
    expect(promValue(metrics, 'portfolio_store_call_errors_total', { service: 'mail' })).toBe(0);
    expect(
      promValue(metrics, 'portfolio_http_requests_total', {
        service: 'mail',
        endpoint: 'GET /api/admin/mail/smtp',
        status_class: '2xx',
      }),
    ).toBe(1);
  });
});
