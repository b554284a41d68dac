import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';

const root = document.documentElement;

/** A fresh i18n instance per test: the controller starts it once per page, as the app does. */
async function load() {
  vi.resetModules();
  const controller = await import('./language-controller');
  const { i18n } = await import('@/lib/i18n');
  return { ...controller, i18n, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

function browserSpeaks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

const signedIn = (preference?: string) => ({
  'GET /api/admin/session': () => json(200, { authenticated: true, email: 'owner@example.com' }),
  'GET /api/admin/preferences/uiLanguage': () =>
    preference === undefined
      ? json(404, { code: 'not_found', message: 'No preference.' })
      : json(200, { key: 'uiLanguage', value: preference }),
  'PUT /api/admin/preferences/uiLanguage': (init?: RequestInit) =>
    json(200, { key: 'uiLanguage', value: JSON.parse(String(init?.body)).value }),
});

describe('language at start-up', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    root.lang = '';
    root.dir = '';
  });

  it('uses the stored language without asking the server, and downloads only its texts', async () => {
    const server = fakeServer();
    localStorage.setItem('uiLanguage', 'fr');
    browserSpeaks('de');
    const { startLanguage, i18n, queryClient } = await load();
    await startLanguage(queryClient);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('menu.games')).toBe('Jeux');
    expect(Object.keys(i18n.store.data)).toEqual(['fr']);
    expect([root.lang, root.dir]).toEqual(['fr', 'ltr']);
    expect(server.calls).toEqual([]);
  });

  it("applies the signed-in administrator's server preference before the browser language", async () => {
    fakeServer(signedIn('ar'));
    browserSpeaks('de-DE');
    const { startLanguage, i18n, queryClient } = await load();
    await startLanguage(queryClient);
    expect(i18n.language).toBe('ar');
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
    // The server preference is not copied locally: local storage holds only choices made on this device.
    expect(localStorage.getItem('uiLanguage')).toBeNull();
  });

  it('asks the server only once the start-up says the browser is quiet (the app: idle after the first page)', async () => {
    const server = fakeServer(signedIn('ar'));
    browserSpeaks('de-DE');
    const { startLanguage, i18n, queryClient } = await load();
    let quiet!: () => void;
    const started = startLanguage(queryClient, () => new Promise<void>((resolve) => (quiet = resolve)));
    await vi.waitFor(() => expect(i18n.language).toBe('de'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toEqual([]);
    quiet();
    await started;
    expect(i18n.language).toBe('ar');
  });

  it('maps a server preference of jp to Japanese', async () => {
    fakeServer(signedIn('jp'));
    browserSpeaks('en');
    const { startLanguage, i18n, queryClient } = await load();
    await startLanguage(queryClient);
    expect(i18n.language).toBe('ja');
  });

  it('uses the browser language for a visitor, and for an administrator without a preference', async () => {
    fakeServer({ 'GET /api/admin/session': () => json(200, { authenticated: false }) });
    browserSpeaks('es-MX', 'en');
    const visitor = await load();
    await visitor.startLanguage(visitor.queryClient);
    expect(visitor.i18n.language).toBe('es');

    fakeServer(signedIn());
    browserSpeaks('it');
    const admin = await load();
    await admin.startLanguage(admin.queryClient);
    expect(admin.i18n.language).toBe('it');
  });

  it('treats a failing session check as signed out (spec §7)', async () => {
    fakeServer({ 'GET /api/admin/session': () => new Response('boom', { status: 500 }) });
    browserSpeaks('ru');
    const { startLanguage, i18n, queryClient } = await load();
    await startLanguage(queryClient);
    expect(i18n.language).toBe('ru');
  });

  it('falls back to English for a browser language it does not know', async () => {
    fakeServer();
    browserSpeaks('tlh');
    const { startLanguage, i18n, queryClient } = await load();
    await startLanguage(queryClient);
    expect(i18n.language).toBe('en');
    expect([root.lang, root.dir]).toEqual(['en', 'ltr']);
  });

  it('honours and keeps ?lang= from the address', async () => {
    const server = fakeServer();
    window.history.replaceState(null, '', '/?lang=zh');
    browserSpeaks('fr');
    const { startLanguage, i18n, queryClient } = await load();
    await startLanguage(queryClient);
    expect(i18n.language).toBe('zh');
    expect(localStorage.getItem('uiLanguage')).toBe('zh');
    expect(server.calls).toEqual([]);
  });
});

describe('choosing a language', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("keeps a visitor's choice locally only, and updates lang and dir", async () => {
    const server = fakeServer({ 'GET /api/admin/session': () => json(200, { authenticated: false }) });
    browserSpeaks('en');
    const { startLanguage, chooseLanguage, i18n, queryClient } = await load();
    await startLanguage(queryClient);
    await chooseLanguage(queryClient, 'ar');
    expect(i18n.language).toBe('ar');
    expect(localStorage.getItem('uiLanguage')).toBe('ar');
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
    expect(server.called('PUT', '/api/admin/preferences/uiLanguage')).toEqual([]);
    await chooseLanguage(queryClient, 'de');
    expect([root.lang, root.dir]).toEqual(['de', 'ltr']);
  });

  it("also saves the administrator's choice on the server", async () => {
    const server = fakeServer(signedIn());
    browserSpeaks('en');
    const { startLanguage, chooseLanguage, queryClient } = await load();
    await startLanguage(queryClient);
    await chooseLanguage(queryClient, 'ja');
    const [put] = server.called('PUT', '/api/admin/preferences/uiLanguage');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ value: 'ja' });
    expect(put?.init?.credentials).toBe('include');
    expect(localStorage.getItem('uiLanguage')).toBe('ja');
  });

  it('keeps the local choice when the server refuses to save it', async () => {
    fakeServer({
      ...signedIn(),
      'PUT /api/admin/preferences/uiLanguage': () => json(503, { code: 'service_unavailable', message: 'Later.' }),
    });
    browserSpeaks('en');
    const { startLanguage, chooseLanguage, i18n, queryClient } = await load();
    await startLanguage(queryClient);
    await expect(chooseLanguage(queryClient, 'pt')).resolves.toBeUndefined();
    expect(i18n.language).toBe('pt');
    expect(localStorage.getItem('uiLanguage')).toBe('pt');
  });
});
