import { describe, expect, inject, it } from 'vitest';
import { callApi, signIn } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';

describe('signing in and out', () => {
  const browser = useBrowser();
  const admin = inject('admin');

  it('signs in, is recognised, signs out, and the session is gone', async () => {
    const page = await browser.page();
    await page.goto('/');
    expect(await callApi(page, '/api/admin/session')).toEqual({ status: 200, body: { authenticated: false } });

    expect(await signIn(page, admin)).toEqual({ status: 200, body: { success: true } });
    expect((await callApi(page, '/api/admin/session')).body).toEqual({ authenticated: true, email: admin.email });
    const cookies = await page.context().cookies();
    expect(cookies.some((c) => c.httpOnly && c.sameSite === 'Strict')).toBe(true);

    expect(await callApi(page, '/api/admin/logout', { method: 'POST' })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await callApi(page, '/api/admin/session')).body).toEqual({ authenticated: false });
    expect((await callApi(page, '/api/admin/logs')).status).toBe(401);
  });

  it('refuses a wrong password with the generic failure', async () => {
    const page = await browser.page();
    await page.goto('/');
    const answer = await signIn(page, { email: admin.email, password: 'not the password' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'invalid_credentials' });
    expect((await callApi(page, '/api/admin/session')).body).toEqual({ authenticated: false });
  });

  it.each([
    ['GET', '/api/admin/logs'],
    ['GET', '/api/admin/preferences/uiLanguage'],
    ['PUT', '/api/admin/preferences/uiLanguage'],
  ])('refuses %s %s without a session', async (method, path) => {
    const page = await browser.page();
    await page.goto('/');
    const answer = await callApi(page, path, { method, ...(method === 'PUT' ? { json: { value: 'fr' } } : {}) });
    expect(answer).toEqual({ status: 401, body: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('never answers the internal routes from outside', async () => {
    const page = await browser.page();
    await page.goto('/');
    for (const path of ['/api/admin/verify', '/api/admin/verify/identify', '/api/internal/logs']) {
      expect((await callApi(page, path)).status).toBe(404);
    }
  });
});
