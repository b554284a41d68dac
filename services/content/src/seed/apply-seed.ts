import type { Logger } from '@portfolio/kit';
import type { Article } from '../articles.ts';
import type { ContentStore } from '../stores/ports.ts';

/**
 * Past any scheduled date: the store's public articles at this moment are every published or scheduled one. An
 * ISO date of four-digit year, so that stores comparing dates as text still order it last.
 */
const endOfTime = new Date('9999-12-31T23:59:59.999Z');

export interface SeedOutcome {
  /** Saved: new, or older than the seed's version. */
  saved: string[];
  /** Left as they are: changed after the seed's version (an editor's work wins). */
  kept: string[];
}

/**
 * Upserts seed articles by id, idempotently: running it twice leaves the same articles. An article stored with a
 * later update date than the seed's is kept as it is. A draft is not public and so not seen: the seed would
 * replace it if it had a seed article's id.
 */
export async function upsertSeed(store: ContentStore, articles: readonly Article[]): Promise<SeedOutcome> {
  const stored = new Map((await store.publicArticles(endOfTime)).map((article) => [article.id, article]));
  const outcome: SeedOutcome = { saved: [], kept: [] };
  for (const article of articles) {
    const current = stored.get(article.id);
    if (current && current.updatedAt > article.updatedAt) {
      outcome.kept.push(article.id);
      continue;
    }
    await store.saveArticle(article);
    outcome.saved.push(article.id);
  }
  return outcome;
}

/**
 * The embedded store's first start: the seed folder's articles, when the store has none yet. The reader (and the
 * Markdown renderer it brings) is loaded only then: every later start skips its cost.
 */
export async function seedIfEmpty(store: ContentStore, dir: string, logger: Logger): Promise<void> {
  if ((await store.articleCount()) > 0) return;
  const { readSeed } = await import('./read-seed.ts');
  const { saved } = await upsertSeed(store, await readSeed(dir));
  logger.info({ articles: saved.length, dir }, 'the empty store was seeded with the sample articles');
}
