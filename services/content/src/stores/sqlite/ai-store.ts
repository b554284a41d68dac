import { inTransaction, openDatabase, type DatabaseSync } from '@portfolio/kit';
import type { AiJob, AiUsageEntry } from '@portfolio/contracts';
import type { AiProviderRecord, AiStore } from '../ai-port.ts';

/**
 * The AI providers' tables beside the content store's, in the same file. Each record is kept whole as JSON; the
 * columns beside it are the ones the lists filter and order on.
 */
const schema = `
CREATE TABLE IF NOT EXISTS ai_providers (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  doc TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS ai_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  updated_at INTEGER NOT NULL,
  settings TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS ai_usage (
  id TEXT PRIMARY KEY,
  at INTEGER NOT NULL,
  cost_usd REAL NOT NULL,
  failed INTEGER NOT NULL,
  doc TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS ai_usage_at ON ai_usage (at, id);
CREATE TABLE IF NOT EXISTS ai_jobs (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  article_id TEXT,
  media_id TEXT,
  status TEXT NOT NULL,
  doc TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS ai_jobs_created ON ai_jobs (created_at);
`;

type ProviderJson = Omit<AiProviderRecord, 'modelsFetchedAt' | 'createdAt' | 'updatedAt'> & {
  modelsFetchedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

const providerJson = (record: AiProviderRecord): string =>
  JSON.stringify({
    ...record,
    modelsFetchedAt: record.modelsFetchedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  });

const providerOf = (doc: string): AiProviderRecord => {
  const json = JSON.parse(doc) as ProviderJson;
  return {
    ...json,
    modelsFetchedAt: json.modelsFetchedAt === null ? null : new Date(json.modelsFetchedAt),
    createdAt: new Date(json.createdAt),
    updatedAt: new Date(json.updatedAt),
  };
};

const docs = <T>(rows: unknown[]) => rows.map((row) => JSON.parse((row as { doc: string }).doc) as T);
const jobTarget = (job: AiJob) => ({
  article: 'articleId' in job.request ? job.request.articleId : null,
  media: 'mediaId' in job.request ? job.request.mediaId : null,
});

export const openSqliteAiStore = (file: string): AiStore => createSqliteAiStore(openDatabase(file));

export function createSqliteAiStore(db: DatabaseSync): AiStore {
  db.exec(schema);
  const sql = {
    providers: db.prepare('SELECT doc FROM ai_providers ORDER BY created_at, id'),
    provider: db.prepare('SELECT doc FROM ai_providers WHERE id = ?'),
    putProvider: db.prepare(
      `INSERT INTO ai_providers (id, created_at, doc) VALUES (?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`,
    ),
    removeProvider: db.prepare('DELETE FROM ai_providers WHERE id = ?'),
    settings: db.prepare('SELECT updated_at, settings FROM ai_settings WHERE id = 1'),
    saveSettings: db.prepare(
      `INSERT INTO ai_settings (id, updated_at, settings) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at, settings = excluded.settings`,
    ),
    addUsage: db.prepare('INSERT INTO ai_usage (id, at, cost_usd, failed, doc) VALUES (?, ?, ?, ?, ?)'),
    usage: db.prepare('SELECT doc FROM ai_usage ORDER BY at DESC, id DESC LIMIT ? OFFSET ?'),
    usageCount: db.prepare('SELECT COUNT(*) AS n FROM ai_usage'),
    month: db.prepare(
      'SELECT COALESCE(SUM(cost_usd), 0) AS spent, COUNT(*) AS n, COALESCE(SUM(failed), 0) AS failed FROM ai_usage WHERE at >= ?',
    ),
    addJob: db.prepare(
      'INSERT INTO ai_jobs (id, created_at, article_id, media_id, status, doc) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    job: db.prepare('SELECT doc FROM ai_jobs WHERE id = ?'),
    jobs: db.prepare(
      `SELECT doc FROM ai_jobs WHERE created_at >= ? AND (? IS NULL OR article_id = ?) AND (? IS NULL OR media_id = ?)
       ORDER BY created_at DESC, id DESC`,
    ),
    updateJob: db.prepare(`UPDATE ai_jobs SET status = ?, doc = ? WHERE id = ? AND status IN ('queued', 'running')`),
    unfinished: db.prepare(`SELECT doc FROM ai_jobs WHERE status IN ('queued', 'running')`),
  };
  const updateJob = (job: AiJob) => sql.updateJob.run(job.status, JSON.stringify(job), job.id).changes === 1;
  return {
    async providers() {
      return sql.providers.all().map((row) => providerOf((row as { doc: string }).doc));
    },
    async provider(id) {
      const row = sql.provider.get(id) as { doc: string } | undefined;
      return row && providerOf(row.doc);
    },
    async putProvider(record) {
      sql.putProvider.run(record.id, record.createdAt.getTime(), providerJson(record));
    },
    async removeProvider(id) {
      return sql.removeProvider.run(id).changes === 1;
    },
    async settings() {
      const row = sql.settings.get() as { updated_at: number; settings: string } | undefined;
      return row && { settings: JSON.parse(row.settings), updatedAt: new Date(row.updated_at) };
    },
    async saveSettings({ settings, updatedAt }) {
      sql.saveSettings.run(updatedAt.getTime(), JSON.stringify(settings));
    },
    async addUsage(entry) {
      const at = Date.parse(entry.at);
      sql.addUsage.run(entry.id, at, entry.costUsd, entry.failure ? 1 : 0, JSON.stringify(entry));
    },
    async usage(offset, limit) {
      return docs<AiUsageEntry>(sql.usage.all(limit, offset));
    },
    async usageCount() {
      return (sql.usageCount.get() as { n: number }).n;
    },
    async month(since) {
      const row = sql.month.get(since.getTime()) as { spent: number; n: number; failed: number };
      return { spentUsd: row.spent, requests: row.n, failures: row.failed };
    },
    async addJob(job) {
      const { article, media } = jobTarget(job);
      sql.addJob.run(job.id, Date.parse(job.createdAt), article, media, job.status, JSON.stringify(job));
    },
    async job(id) {
      const row = sql.job.get(id) as { doc: string } | undefined;
      return row && (JSON.parse(row.doc) as AiJob);
    },
    async jobs({ since, articleId, mediaId }) {
      const article = articleId ?? null;
      const media = mediaId ?? null;
      return docs<AiJob>(sql.jobs.all(since.getTime(), article, article, media, media));
    },
    async updateJob(job) {
      return updateJob(job);
    },
    async settleUnfinished(settle) {
      return inTransaction(db, () => docs<AiJob>(sql.unfinished.all()).filter((job) => updateJob(settle(job))).length);
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
