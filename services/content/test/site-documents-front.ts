import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { SiteContentAnswer } from '@portfolio/contracts';
import { pathVariants, rawExchange, rawRequest } from '@portfolio/testing';

const seedResume = readFileSync(new URL('../seed/documents/resume.pdf', import.meta.url));

/**
 * The home page's PDFs through a front (the single-machine dispatcher, nginx): the seeded résumé, named in the
 * public site content, is served whole as an attachment; every other spelling of its address is a 4xx or the SPA,
 * never the file and never a 5xx.
 */
export function itServesSiteDocuments(frontUrl: () => string) {
  async function raw(target: string) {
    const { hostname, port } = new URL(frontUrl());
    const answer = await rawExchange({ host: hostname, port: Number(port) }, rawRequest('GET', target));
    return { ...answer, status: answer.status ?? 0 };
  }
  const resumeUrl = async () => {
    const res = await fetch(`${frontUrl()}/api/content/site?lang=fr`);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as SiteContentAnswer;
    return answer.documentation.items.find((item) => item.key === 'resume')!.file!.url;
  };

  it('serves a document as an immutable attachment, the seeded bytes whole', async () => {
    const url = await resumeUrl();
    const res = await fetch(`${frontUrl()}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="resume.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(seedResume)).toBe(true);
    expect(
      (await fetch(`${frontUrl()}${url}`, { headers: { 'if-none-match': res.headers.get('etag')! } })).status,
    ).toBe(304);
  });

  it('answers every other spelling of its address with a 4xx or the SPA, never the file', async () => {
    const url = await resumeUrl();
    const [, , key, file] = url.split('/') as [string, string, string, string];
    for (const target of [
      // (A variant that capitalises a first letter is the address itself when the hash starts with a digit.)
      ...pathVariants(url).filter((variant) => variant !== url),
      `/documents/${key}/${file}%00`,
      `/documents/${key}/${file.replace('.pdf', '%2epdf')}`,
      `/documents/${key}%2f${file}`,
      `/documents/%2e%2e/%2e%2e/content.sqlite`,
      `/documents/..%2f..%2fcontent.sqlite`,
      `/documents/${key}/../${key}/x/../${file}`,
      `/documents/${key}/${'a'.repeat(4000)}.pdf`,
      `/documents/${key}/.incoming-0000000000000000`,
      `/documents/${key}/`,
      '/documents/',
    ]) {
      const res = await raw(target);
      const type = res.headers['content-type'] ?? '';
      expect(type, target).not.toMatch(/pdf/);
      expect(res.body, target).not.toContain('%PDF-');
      if (res.status === 200) expect(type, target).toMatch(/^text\/html/);
      else expect([res.status >= 400, res.status < 500], `${target} → ${res.status}`).toEqual([true, true]);
    }
  });
}
