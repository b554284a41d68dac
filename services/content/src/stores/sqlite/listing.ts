import type { SQLInputValue, StatementSync } from 'node:sqlite';
import type { DatabaseSync } from '@portfolio/kit';
import type { ListFilter } from '../ports.ts';
import { searchWeights } from '../shared.ts';
import { ftsQuery } from './rows.ts';

/** Public: published, or scheduled with its date come. */
export const publicArticle = `(a.status = 'published' OR (a.status = 'scheduled' AND a.published_at <= :now))`;

/** bm25 with the fields' weights, in the index's column order; lower is better. */
const bm25 = `bm25(version_search, ${searchWeights.title}, ${searchWeights.excerpt}, ${searchWeights.keywords}, ${searchWeights.body})`;

/** The stable order: best match first (with terms), newest publication, then id, then language. */
const order = 'ORDER BY score, a.published_at DESC, a.id, v.lang';

export interface ListedVersion {
  vid: number;
  score: number;
}

/**
 * The list's query: the versions one page shows (their row ids and scores only, so that the sort does not carry
 * bodies) and the total. Each shape of filter is one statement, prepared once.
 */
export function versionLister(db: DatabaseSync) {
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };

  return (filter: ListFilter, now: Date): { listed: ListedVersion[]; total: number } => {
    const conditions = [publicArticle];
    const params: Record<string, SQLInputValue> = { now: now.getTime() };
    if (filter.lang) {
      conditions.push('v.lang = :lang');
      params.lang = filter.lang;
    }
    if (filter.tag) {
      conditions.push('EXISTS (SELECT 1 FROM article_tags t WHERE t.article_id = a.id AND t.tag = :tag)');
      params.tag = filter.tag;
    }
    let from = 'versions v JOIN articles a ON a.id = v.article_id';
    let score = '0';
    if (filter.terms && filter.terms.length > 0) {
      from = `version_search JOIN versions v ON v.vid = version_search.rowid JOIN articles a ON a.id = v.article_id`;
      conditions.push('version_search MATCH :match');
      params.match = ftsQuery(filter.terms);
      score = bm25;
    }
    const where = conditions.join(' AND ');
    const { n } = prepared(`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`).get(params) as { n: number };
    if (n === 0 || filter.offset >= n) return { listed: [], total: n };
    const listed = prepared(
      `SELECT v.vid AS vid, ${score} AS score FROM ${from} WHERE ${where} ${order} LIMIT :limit OFFSET :offset`,
    ).all({ ...params, limit: filter.limit, offset: filter.offset }) as unknown as ListedVersion[];
    return { listed, total: n };
  };
}
