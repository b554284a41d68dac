import { articleList, contentEndpoints, contentLimits } from '@portfolio/contracts';
import type { IssueArticleRecord } from '../stores/newsletter-port.ts';

/** How long the content service may take for one page before the issue's start is retried later. */
const pageTimeoutMs = 10_000;

/**
 * Every public article version published after `since`, from the content service's public API (newest first, all
 * languages: one card per version), paged until a card older than `since` or the last page. A version seen twice
 * (an article published while paging moves the pages) is kept once. Throws when the service is away or answers
 * something else than its contract: a scheduled start is a job, retried later.
 */
export async function articlesSince(contentOrigin: string, siteOrigin: string, since: Date) {
  const found = new Map<string, IssueArticleRecord>();
  const origin = contentOrigin.replace(/\/+$/, '');
  for (let page = 1; page <= contentLimits.maxPage; page++) {
    const url = `${origin}${contentEndpoints.articles.path}?perPage=${contentLimits.maxPerPage}&page=${page}`;
    const res = await fetch(url, { signal: AbortSignal.timeout(pageTimeoutMs) });
    if (!res.ok) throw new Error(`the content service answered ${res.status} for ${url}`);
    const list = articleList.parse(await res.json());
    let older = false;
    for (const card of list.items) {
      if (Date.parse(card.publishedAt) <= since.getTime()) {
        older = true;
        continue;
      }
      found.set(`${card.id}:${card.lang}`, {
        articleId: card.id,
        language: card.lang,
        title: card.title,
        excerpt: card.excerpt,
        url: `${siteOrigin}${card.path}`,
        publishedAt: new Date(card.publishedAt).toISOString(),
      });
    }
    if (older || page >= list.pageCount) break;
  }
  // Oldest first: a digest reads in the order things happened.
  return [...found.values()].sort(
    (a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.articleId.localeCompare(b.articleId),
  );
}
