import { startIndexBuild, storeMongoClient, type IndexBuild } from '@portfolio/kit';
import type { AiJob, AiUsageEntry } from '@portfolio/contracts';
import { unsettledJobStatuses, type AiProviderRecord, type AiSettingsRecord, type AiStore } from '../ai-port.ts';
import { storeUnreachable } from './indexes.ts';
import type { MongoStoreOptions } from './mongo-store.ts';

interface ProviderDoc extends Omit<AiProviderRecord, 'id'> {
  _id: string;
}
interface SettingsDoc extends AiSettingsRecord {
  _id: 'ai';
}
/** An entry, its time as a date beside the contract's text, for the month's sums and the newest-first order. */
interface UsageDoc {
  _id: string;
  atDate: Date;
  failed: boolean;
  entry: AiUsageEntry;
}
interface JobDoc {
  _id: string;
  createdAtDate: Date;
  articleId: string | null;
  mediaId: string | null;
  status: AiJob['status'];
  job: AiJob;
}

export interface MongoAiStore extends AiStore {
  indexes: IndexBuild;
}

const providerOf = ({ _id, ...record }: ProviderDoc): AiProviderRecord => ({ id: _id, ...record });
const jobDoc = (job: AiJob): JobDoc => ({
  _id: job.id,
  createdAtDate: new Date(job.createdAt),
  articleId: 'articleId' in job.request ? job.request.articleId : null,
  mediaId: 'mediaId' in job.request ? job.request.mediaId : null,
  status: job.status,
  job,
});

/** The AI providers' collections in the content store's database (their own client, as each store has). */
export function createMongoAiStore(options: MongoStoreOptions): MongoAiStore {
  const client = storeMongoClient(options.url, 'portfolio-content-ai', options.timeoutMs);
  const db = client.db(options.dbName);
  const providers = db.collection<ProviderDoc>('ai_providers');
  const settings = db.collection<SettingsDoc>('ai_settings');
  const usage = db.collection<UsageDoc>('ai_usage');
  const jobs = db.collection<JobDoc>('ai_jobs');
  const maxTimeMS = options.timeoutMs;
  const indexes = startIndexBuild(
    async () => {
      await usage.createIndex({ atDate: -1, _id: -1 }, { name: 'newest' });
      await jobs.createIndex({ createdAtDate: -1, _id: -1 }, { name: 'newest' });
      await jobs.createIndex({ status: 1 }, { name: 'status' });
    },
    { logger: options.logger, isUnreachable: storeUnreachable },
  );
  const unsettled = { $in: [...unsettledJobStatuses] };
  const updateJob = async (job: AiJob) => {
    const { _id, ...fields } = jobDoc(job);
    const result = await jobs.updateOne({ _id, status: unsettled }, { $set: fields }, { maxTimeMS });
    return result.modifiedCount === 1;
  };
  return {
    indexes,
    async providers() {
      const docs = await providers.find({}, { sort: { createdAt: 1, _id: 1 }, maxTimeMS }).toArray();
      return docs.map(providerOf);
    },
    async provider(id) {
      const doc = await providers.findOne({ _id: id }, { maxTimeMS });
      return doc ? providerOf(doc) : undefined;
    },
    async putProvider({ id, ...record }) {
      await providers.replaceOne({ _id: id }, record, { upsert: true, maxTimeMS });
    },
    async removeProvider(id) {
      return (await providers.deleteOne({ _id: id }, { maxTimeMS })).deletedCount === 1;
    },
    async settings() {
      const doc = await settings.findOne({ _id: 'ai' }, { maxTimeMS });
      return doc ? { settings: doc.settings, updatedAt: doc.updatedAt } : undefined;
    },
    async saveSettings(record) {
      await settings.replaceOne({ _id: 'ai' }, record, { upsert: true, maxTimeMS });
    },
    async addUsage(entry) {
      await usage.insertOne(
        { _id: entry.id, atDate: new Date(entry.at), failed: entry.failure !== undefined, entry },
        { maxTimeMS },
      );
    },
    async usage(offset, limit) {
      const sort = { atDate: -1, _id: -1 } as const;
      const docs = await usage.find({}, { sort, skip: offset, limit, maxTimeMS }).toArray();
      return docs.map((doc) => doc.entry);
    },
    async usageCount() {
      return usage.countDocuments({}, { maxTimeMS });
    },
    async month(since) {
      const [sums] = await usage
        .aggregate<{ spent: number; n: number; failed: number }>(
          [
            { $match: { atDate: { $gte: since } } },
            {
              $group: {
                _id: null,
                spent: { $sum: '$entry.costUsd' },
                n: { $sum: 1 },
                failed: { $sum: { $cond: ['$failed', 1, 0] } },
              },
            },
          ],
          { maxTimeMS },
        )
        .toArray();
      return { spentUsd: sums?.spent ?? 0, requests: sums?.n ?? 0, failures: sums?.failed ?? 0 };
    },
    async addJob(job) {
      await jobs.insertOne(jobDoc(job), { maxTimeMS });
    },
    async job(id) {
      return (await jobs.findOne({ _id: id }, { maxTimeMS }))?.job;
    },
    async jobs({ since, articleId, mediaId }) {
      const filter = {
        createdAtDate: { $gte: since },
        ...(articleId ? { articleId } : {}),
        ...(mediaId ? { mediaId } : {}),
      };
      const docs = await jobs.find(filter, { sort: { createdAtDate: -1, _id: -1 }, maxTimeMS }).toArray();
      return docs.map((doc) => doc.job);
    },
    updateJob,
    async settleUnfinished(settle) {
      const docs = await jobs.find({ status: unsettled }, { maxTimeMS }).toArray();
      const settled = await Promise.all(docs.map((doc) => updateJob(settle(doc.job))));
      return settled.filter(Boolean).length;
    },
    async close() {
      indexes.stop();
      await client.close();
    },
  };
}
