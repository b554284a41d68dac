import type { SitemapInfo } from '@portfolio/contracts';
import type { Freshness } from '../caching/freshness.ts';
import { sitemapFile, sitemapIndex } from '../documents/sitemaps.ts';
import { catalogueOf } from '../queries/catalogue.ts';
import type { ContentStore } from '../stores/ports.ts';

const count = (text: string, tag: string) => text.split(tag).length - 1;

/**
 * The sitemap as /sitemap.xml and /sitemaps/… answer it, rendered by the same functions: each file's URL count,
 * size in bytes and Last-Modified (the store's, as the documents' validators say it).
 */
export async function sitemapInfo(deps: {
  store: ContentStore;
  freshness: Freshness;
  origin: string;
  now: Date;
}): Promise<SitemapInfo> {
  const { now, origin } = deps;
  const catalogue = await catalogueOf(deps.store, now);
  const since = async (path: string) => (await deps.freshness(now, 'file', path, '')).lastModified;
  const index = sitemapIndex(catalogue, origin, await since('/sitemap.xml'));
  const files = [{ path: '/sitemap.xml', body: index, lastModified: await since('/sitemap.xml') }];
  const listed = [...index.matchAll(/<loc>[^<]*\/sitemaps\/([a-z0-9.-]+)<\/loc>/g)].map((match) => match[1]!);
  for (const name of listed) {
    const path = `/sitemaps/${name}`;
    const lastModified = await since(path);
    const body = sitemapFile(name, catalogue, origin, lastModified);
    if (body !== undefined) files.push({ path, body, lastModified });
  }
  const described = files.map((file) => ({
    path: file.path,
    urls: count(file.body, '<url>'),
    bytes: Buffer.byteLength(file.body),
    lastModified: file.lastModified.toISOString(),
  }));
  return {
    files: described,
    urls: described.reduce((sum, file) => sum + file.urls, 0),
    bytes: described.reduce((sum, file) => sum + file.bytes, 0),
    lastModified: new Date(Math.max(...files.map((file) => file.lastModified.getTime()))).toISOString(),
  };
}
