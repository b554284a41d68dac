import type { LanguageCode } from '@portfolio/contracts';
import { loadContentEndpoints } from '@/components/articles/api/content-endpoints';
import { beaconEndpoint, callEndpoint } from '@/lib/api-client';

/**
 * `contentEndpoints.articleView`: a reader opened this version. Sent as a beacon (it survives the tab closing and
 * waits for nothing); where the browser has none or refuses it, as a keep-alive request. The service counts one
 * view per visit and drops bots; nothing is shown to the reader either way.
 */
export async function recordArticleView(slug: string, lang: LanguageCode): Promise<void> {
  const { articleView } = await loadContentEndpoints();
  if (beaconEndpoint(articleView, { slug, lang })) return;
  await callEndpoint(articleView, { body: { slug, lang } }, { keepalive: true });
}
