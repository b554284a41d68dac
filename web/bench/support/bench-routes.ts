import { articleBudgets, homeBudgets, pageBudgets, type Budget, type Round } from './budgets.ts';

/** An address the bench visits, or why there is none to visit yet. */
export type BenchPath = { path: string } | { unavailable: string };

export interface BenchRoute {
  /** What the figures are of, as printed: the address, or what kind of page it is. */
  title: string;
  address: BenchPath;
  budgets: Budget[];
}

/**
 * The addresses `make bench` measures, `/` first: every other address's added JavaScript is what its visit fetched
 * beyond `/`'s. An article's address comes from WEB_BENCH_ARTICLE (a slug) or from the content service's newest
 * English article on the server the bench started (its seed articles).
 */
export async function benchRoutes(origin: string): Promise<BenchRoute[]> {
  return [
    { title: '/', address: { path: '/' }, budgets: homeBudgets },
    { title: '/blog', address: { path: '/blog' }, budgets: pageBudgets },
    { title: 'an article page', address: await articleAddress(origin), budgets: articleBudgets },
  ];
}

async function articleAddress(origin: string): Promise<BenchPath> {
  const slug = process.env.WEB_BENCH_ARTICLE;
  if (slug) {
    const read = `/api/content/articles/${encodeURIComponent(slug)}`;
    const known = await answer(`${origin}${read}`);
    if (!known.ok) return { unavailable: `WEB_BENCH_ARTICLE=${slug}: ${read} ${known.problem}` };
    return { path: `/blog/${encodeURIComponent(slug)}` };
  }
  // English: the bench's browser reads English, so the interface and the article agree as for a reader.
  const list = '/api/content/articles?perPage=1&lang=en';
  const listed = await answer(`${origin}${list}`);
  if (!listed.ok) return { unavailable: `${list} ${listed.problem}` };
  const path = (listed.body as { items?: { path?: string }[] }).items?.[0]?.path;
  return path ? { path } : { unavailable: `${list} lists no published article` };
}

/** A JSON answer of the server, or what kept it from being one (no content service yet: a 404). */
async function answer(url: string): Promise<{ ok: true; body: unknown } | { ok: false; problem: string }> {
  try {
    const response = await fetch(url);
    if (response.status === 404)
      return { ok: false, problem: 'answered 404 (no content service yet, or no such article)' };
    if (!response.ok) return { ok: false, problem: `answered ${response.status}` };
    return { ok: true, body: await response.json() };
  } catch (error) {
    return { ok: false, problem: `could not be read (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** Whether a visit showed the not-found page (its chunk, named after its route's module, was fetched). */
export const showsNotFound = (round: Round) =>
  round.scripts.some((file) => /^assets\/not-found-[\w-]+\.js$/.test(file));
