import { randomBytes } from 'node:crypto';
import { MongoServerError, type Db } from 'mongodb';
import {
  emptyCounts,
  type DeliveryRecord,
  type DeliveryStatus,
  type IssueRecord,
  type NewsletterStore,
  type ScheduleRecord,
} from '../newsletter-port.ts';

interface ScheduleDoc extends ScheduleRecord {
  _id: 'schedule';
}
interface IssueDoc extends Omit<IssueRecord, 'id'> {
  _id: string;
}
/** One recipient of one issue, keyed by both ids so that enqueueing twice keeps one. */
interface DeliveryDoc extends DeliveryRecord {
  _id: string;
}

const deliveryKey = (issueId: string, subscriberId: string) => `${issueId}:${subscriberId}`;
const issueOf = ({ _id, ...rest }: IssueDoc): IssueRecord => ({ id: _id, ...rest });
const deliveryOf = ({ _id: _key, ...rest }: DeliveryDoc): DeliveryRecord => rest;
const duplicateKey = 11000;

export interface MongoNewsletterStore extends NewsletterStore {
  createIndexes(): Promise<void>;
}

/** The newsletter store on the service's MongoDB database (the database's client closes it). */
export function createMongoNewsletterStore(db: Db, timeoutMs: number): MongoNewsletterStore {
  const schedules = db.collection<ScheduleDoc>('newsletter_schedule');
  const issues = db.collection<IssueDoc>('newsletter_issues');
  const deliveries = db.collection<DeliveryDoc>('newsletter_deliveries');
  const maxTimeMS = timeoutMs;
  const live: DeliveryStatus[] = ['queued', 'sending'];

  return {
    async createIndexes() {
      await issues.createIndex({ status: 1, scheduledFor: 1 }, { name: 'status' });
      await issues.createIndex({ startedAt: -1 }, { name: 'started' });
      // At most one draft, even with two instances of the service making the next one at once.
      await issues.createIndex(
        { status: 1 },
        { name: 'one_draft', unique: true, partialFilterExpression: { status: 'draft' } },
      );
      // The sender's claim (an issue's due deliveries in order), its counts, and erasing one subscriber.
      await deliveries.createIndex({ issueId: 1, status: 1, nextAt: 1, subscriberId: 1 }, { name: 'due' });
      await deliveries.createIndex({ subscriberId: 1 }, { name: 'subscriber' });
    },
    async schedule() {
      const doc = await schedules.findOne({ _id: 'schedule' }, { maxTimeMS });
      if (!doc) return undefined;
      const { _id: _ignored, ...record } = doc;
      return record;
    },
    async saveSchedule(record) {
      await schedules.replaceOne({ _id: 'schedule' }, record, { upsert: true, maxTimeMS });
    },
    async insertIssue({ id, ...record }) {
      try {
        await issues.insertOne({ _id: id, ...record });
        return true;
      } catch (err) {
        if (err instanceof MongoServerError && err.code === duplicateKey) return false;
        throw err;
      }
    },
    async issue(id) {
      const doc = await issues.findOne({ _id: id }, { maxTimeMS });
      return doc ? issueOf(doc) : undefined;
    },
    async draft() {
      const doc = await issues.findOne({ status: 'draft' }, { sort: { scheduledFor: 1 }, maxTimeMS });
      return doc ? issueOf(doc) : undefined;
    },
    async pastIssues() {
      const docs = await issues
        .find({ status: { $ne: 'draft' } }, { sort: { scheduledFor: -1, _id: -1 }, maxTimeMS })
        .toArray();
      return docs.map(issueOf);
    },
    async sendingIssues() {
      return (await issues.find({ status: 'sending' }, { sort: { scheduledFor: 1 }, maxTimeMS }).toArray()).map(
        issueOf,
      );
    },
    async lastStarted() {
      const doc = await issues.findOne({ startedAt: { $ne: null } }, { sort: { startedAt: -1, _id: -1 }, maxTimeMS });
      return doc ? issueOf(doc) : undefined;
    },
    async startedCount() {
      return issues.countDocuments({ startedAt: { $ne: null } }, { maxTimeMS });
    },
    async updateIssue(id, from, patch) {
      const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const doc = await issues.findOneAndUpdate(
        { _id: id, status: from },
        { $set: given },
        { returnDocument: 'after', maxTimeMS },
      );
      return doc ? issueOf(doc) : undefined;
    },
    async enqueue(issueId, subscriberIds, at) {
      if (subscriberIds.length === 0) return;
      const docs = subscriberIds.map((subscriberId) => ({
        _id: deliveryKey(issueId, subscriberId),
        issueId,
        subscriberId,
        status: 'queued' as const,
        attempts: 0,
        nextAt: at,
        lease: null,
        detail: null,
      }));
      try {
        // Unordered: the ones already there (a start that ran again) are refused one by one, the rest go in.
        await deliveries.insertMany(docs, { ordered: false });
      } catch (err) {
        const codes = (err as { writeErrors?: { code: number }[] }).writeErrors?.map((e) => e.code) ?? [];
        if (codes.length === 0 || codes.some((code) => code !== duplicateKey)) throw err;
      }
    },
    async claimDelivery(issueId, now, leaseMs) {
      const lease = randomBytes(12).toString('base64url');
      const doc = await deliveries.findOneAndUpdate(
        { issueId, status: { $in: live }, nextAt: { $lte: now } },
        { $set: { status: 'sending', lease, nextAt: new Date(now.getTime() + leaseMs) } },
        { sort: { nextAt: 1, subscriberId: 1 }, returnDocument: 'after', maxTimeMS },
      );
      return doc ? deliveryOf(doc) : undefined;
    },
    async settleDelivery(issueId, subscriberId, lease, outcome) {
      const queued = outcome.status === 'queued';
      const result = await deliveries.updateOne(
        { _id: deliveryKey(issueId, subscriberId), status: 'sending', lease },
        {
          $set: {
            status: outcome.status,
            lease: null,
            detail: outcome.detail ?? null,
            ...(queued ? { nextAt: outcome.nextAt } : {}),
          },
          $inc: { attempts: queued && outcome.countAttempt ? 1 : 0 },
        },
        { maxTimeMS },
      );
      return result.modifiedCount === 1;
    },
    async nextDeliveryAt(issueId) {
      const doc = await deliveries.findOne(
        { issueId, status: { $in: live } },
        { sort: { nextAt: 1 }, projection: { nextAt: 1 }, maxTimeMS },
      );
      return doc?.nextAt;
    },
    async deliveryCounts(issueId) {
      const counts = emptyCounts();
      const groups = await deliveries
        .aggregate<{ _id: DeliveryStatus; n: number }>([
          { $match: { issueId } },
          { $group: { _id: '$status', n: { $sum: 1 } } },
        ])
        .toArray();
      for (const group of groups) counts[group._id] = group.n;
      return counts;
    },
    async delivery(issueId, subscriberId) {
      const doc = await deliveries.findOne({ _id: deliveryKey(issueId, subscriberId) }, { maxTimeMS });
      return doc ? deliveryOf(doc) : undefined;
    },
    async sentAmong(issueId, subscriberIds) {
      if (subscriberIds.length === 0) return 0;
      return deliveries.countDocuments(
        { _id: { $in: subscriberIds.map((id) => deliveryKey(issueId, id)) }, status: 'sent' },
        { maxTimeMS },
      );
    },
    async forgetSubscriber(subscriberId) {
      await deliveries.deleteMany({ subscriberId }, { maxTimeMS });
    },
  };
}
