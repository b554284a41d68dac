import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContentLimits, type ErrorBody, type SiteContentAdmin, type SiteContentAnswer } from '@portfolio/contracts';
import { asAdmin, startEditorial, type RunningEditorial } from './editorial-service.ts';

/** The home page's PDFs: uploaded per key and language, checked, stored by hash, served as attachments. */
const admin = '/api/admin/content/site';
const seedPdf = readFileSync(new URL('../seed/documents/resume.pdf', import.meta.url));
let service: RunningEditorial;
beforeAll(async () => {
  service = await startEditorial();
});
afterAll(() => service.stop());

/** A small PDF of our own: header, one object, trailer. `inside` goes into its content stream. */
const pdf = (inside = 'BT (Mon CV) Tj ET') =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Length ${inside.length} >>\nstream\n${inside}\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

const upload = (key: string, lang: string, body: Uint8Array, type = 'application/pdf') =>
  fetch(`${service.url}${admin}/documents/${key}/${lang}`, {
    method: 'PUT',
    headers: { ...asAdmin, 'content-type': type },
    body: new Uint8Array(body),
  });
const publicIn = async (lang: string) =>
  (await (await service.get(`/api/content/site?lang=${lang}`)).json()) as SiteContentAnswer;

describe('uploading a document', () => {
  it('stores a PDF in the language’s draft; it goes public with the publication, then served as an attachment', async () => {
    const bytes = pdf();
    const res = await upload('resume', 'fr', bytes);
    expect(res.status, await res.clone().text()).toBe(200);
    const { url, file } = (await res.json()) as { url: string; file: { hash: string; bytes: number } };
    expect(url).toBe(`/documents/resume/${file.hash}.pdf`);
    expect(file.bytes).toBe(bytes.length);
    const state = await service.expectStatus<SiteContentAdmin>(200, 'GET', admin);
    expect(state.draft.languages.fr?.documentation?.items[0]?.file).toEqual(file);
    expect(state.status.fr?.unpublished).toBe(true);
    expect((await publicIn('fr')).documentation.items[0]?.file?.lang).toBe('en');

    await service.expectStatus(200, 'POST', `${admin}/publish`, { lang: 'fr' });
    expect((await publicIn('fr')).documentation.items[0]?.file).toEqual({ url, bytes: bytes.length, lang: 'fr' });
    // Spanish still has English's.
    expect((await publicIn('es')).documentation.items[0]?.file?.lang).toBe('en');

    const served = await service.get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="resume.pdf"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const again = await fetch(`${service.url}${url}`, { headers: { 'if-none-match': served.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const head = await fetch(`${service.url}${url}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)]);
  });

  it('serves only the one spelling of a stored file', async () => {
    const { url } = (await (await upload('resume', 'de', seedPdf)).json()) as { url: string };
    for (const path of [
      url.toUpperCase(),
      url.replace('.pdf', '.PDF'),
      url.replace('/resume/', '/Resume/'),
      url.replace('/resume/', '/resume%2f'),
      url.replace('.pdf', '%2epdf'),
      `/documents/resume/${'0'.repeat(64)}.pdf`,
      `/documents/${'a'.repeat(2000)}/${'0'.repeat(64)}.pdf`,
      '/documents/resume/../../content.sqlite',
    ])
      expect([path.slice(0, 40), (await service.get(path)).status]).toEqual([path.slice(0, 40), 404]);
    expect((await fetch(`${service.url}${url}`, { method: 'DELETE' })).status).toBe(405);
  });
});

describe('refusing what is not a PDF we serve', () => {
  const refused = async (res: Response, status: number) => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as ErrorBody;
  };

  it('answers 415 naming the body for a non-PDF, a cut-off one, a polyglot, a script', async () => {
    const before = await service.expectStatus<SiteContentAdmin>(200, 'GET', admin);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases = [
      png,
      Buffer.from('<html><body>%PDF-1.4</body></html>\n%%EOF'),
      pdf().subarray(0, 60),
      Buffer.concat([pdf(), Buffer.alloc(2000, 0x20)]),
      pdf('<script>alert(1)</script>'),
      pdf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">'),
      pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      pdf('/Launch << /F (cmd.exe) >>'),
      Buffer.alloc(0),
    ];
    for (const body of cases) {
      const error = await refused(await upload('resume', 'it', body), 415);
      expect(error).toMatchObject({ code: 'unsupported_media_type', details: [{ path: 'body' }] });
    }
    expect((await service.expectStatus<SiteContentAdmin>(200, 'GET', admin)).revision).toBe(before.revision);
  });

  it('answers 413 above the size cap, 404 for a document the language does not have, 400 for a bad key', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(siteContentLimits.documentBytes, 0x20), Buffer.from('%%EOF')]);
    expect((await upload('resume', 'it', big)).status).toBe(413);
    const missing = await refused(await upload('portfolio', 'it', pdf()), 404);
    expect(missing.details?.[0]?.path).toBe('params.key');
    const bad = await refused(await upload('Résumé', 'it', pdf()), 400);
    expect(bad.details?.[0]?.path).toBe('params.key');
    expect((await upload('resume', 'it', pdf(), 'text/html')).status).toBe(415);
    expect(
      (await fetch(`${service.url}${admin}/documents/resume/it`, { method: 'PUT', body: pdf() })).status,
    ).toBeGreaterThanOrEqual(401);
  });
});
