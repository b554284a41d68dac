import type { ArticleDraft, HistoryKind, LanguageCode } from '@portfolio/contracts';
import type { EditorialArticle, HistorySummary } from '../editorial-port.ts';

/** The editorial tables' rows, and how they read as the port's types. */

/** A value as JSON.stringify writes it: its dates become ISO strings. */
type Json<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The article column: the article whole, its dates back as dates. */
export function articleOfJson(text: string): EditorialArticle {
  const json = JSON.parse(text) as Json<EditorialArticle>;
  return {
    ...json,
    versions: json.versions.map((v) => ({ ...v, editedAt: new Date(v.editedAt) })),
    createdAt: new Date(json.createdAt),
    updatedAt: new Date(json.updatedAt),
    publishedAt: dateOrNull(json.publishedAt),
    scheduledAt: dateOrNull(json.scheduledAt),
    lastCheckpointAt: dateOrNull(json.lastCheckpointAt),
    deletedAt: dateOrNull(json.deletedAt),
  };
}

export interface HistoryRow {
  article_id: string;
  seq: number;
  revision: number;
  kind: HistoryKind;
  saved_at: number;
  title: string;
  languages: string;
  draft?: string;
}

export const historySummaryOf = (row: HistoryRow): HistorySummary => ({
  articleId: row.article_id,
  seq: row.seq,
  revision: row.revision,
  kind: row.kind,
  savedAt: new Date(row.saved_at),
  title: row.title,
  languages: JSON.parse(row.languages) as LanguageCode[],
});

export const draftOf = (row: HistoryRow) => JSON.parse(row.draft!) as ArticleDraft;
