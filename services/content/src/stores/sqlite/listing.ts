import type { SQLInputValue, StatementSync } from 'node:sqlite';
import type { DatabaseSync } from '@portfolio/kit';
import type { ListFilter } from '../ports.ts';
import { searchWeights } from '../shared.ts';
import { ftsQuery } from './rows.ts';

/** Public (published, or scheduled with its date come), read from the narrow versions table. */
export const publicVersion = 'v.public_from <= :now';

/** bm25 with the fields' weights, in the index's column order; lower is better. */
const bm25 = `bm25(version_search, ${searchWeights.title}, ${searchWeights.excerpt}, ${searchWeights.keywords}, ${searchWeights.body})`;

/** The stable order: newest publication, then id, then language (the versions_newest index's order). */
const newest = 'published_at DESC, article_id, lang';

export interface ListedVersion {
  vid: number;
  score: number;
}

/**
 * The list's query: the versions one page shows (row ids and scores only, so the sort carries no text) and the
 * total. Each shape of filter is one statement, prepared once.
 */
export function versionLister(db: DatabaseSync) {
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };

  return (filter: ListFilter, now: Date): { listed: ListedVersion[]; total: number } => {
    const conditions = [publicVersion];
    const params: Record<string, SQLInputValue> = { now: now.getTime() };
    if (filter.lang) {
      conditions.push('v.lang = :lang');
      params.lang = filter.lang;
    }
    if (filter.tag) {
      conditions.push('EXISTS (SELECT 1 FROM article_tags t WHERE t.article_id = v.article_id AND t.tag = :tag)');
      params.tag = filter.tag;
    }
    const page = { limit: filter.limit, offset: filter.offset };
    const count = (from: string, where: string) =>
      (prepared(`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`).get(params) as { n: number }).n;

    if (!filter.terms || filter.terms.length === 0) {
      // Newest first follows versions_newest: the page stops after its rows, the count reads that index alone.
      const where = conditions.join(' AND ');
      const listed = prepared(
        `SELECT v.vid AS vid, 0 AS score FROM versions v WHERE ${where} ORDER BY v.published_at DESC, v.article_id, v.lang
         LIMIT :limit OFFSET :offset`,
      ).all({ ...params, ...page }) as unknown as ListedVersion[];
      return { listed, total: count('versions v', where) };
    }

    conditions.push('version_search MATCH :match');
    params.match = ftsQuery(filter.terms);
    const from = 'version_search JOIN versions v ON v.vid = version_search.rowid';
    const where = conditions.join(' AND ');
    // bm25 is only known in the FTS table's own query, and a window rewrites the query it is in: the matches are
    // gathered and scored first, then counted (the window, taken before the LIMIT), sorted and cut, in one pass.
    const rows = prepared(
      `WITH matches AS MATERIALIZED (
         SELECT v.vid, v.published_at, v.article_id, v.lang, ${bm25} AS score FROM ${from} WHERE ${where}
       )
       SELECT vid, score, COUNT(*) OVER () AS total FROM matches ORDER BY score, ${newest} LIMIT :limit OFFSET :offset`,
    ).all({ ...params, ...page }) as unknown as (ListedVersion & { total: number })[];
    if (rows.length > 0) return { listed: rows.map(({ vid, score }) => ({ vid, score })), total: rows[0]!.total };
    // A page past the last has no row to carry the total.
    return { listed: [], total: filter.offset === 0 ? 0 : count(from, where) };
  };
}
