import type { Db } from 'mongodb';
import type { ClaimedJob, Job, JobList, JobSpec } from './job-list.ts';
import { ageSeconds, attemptsOf, newLease, validTime } from './stored-job.ts';

interface JobDoc {
  _id: string;
  kind: string;
  runAt: Date;
  /** JSON text, so that a payload reads back the same from either adapter (a date stays a string). */
  payload: string;
  /** Claims since the job was put. */
  claims: number;
  lease: string | null;
  leaseUntil: Date | null;
  /** Absent on jobs stored before jobs could be given up: `failedAt: null` matches those too. */
  failedAt?: Date | null;
}

export interface MongoJobList extends JobList {
  /** The index claims and nextRunAt rely on (idempotent): for the owning service's own index build. */
  createIndexes(): Promise<void>;
}

const jobOf = (doc: JobDoc): Job => ({
  id: doc._id,
  kind: doc.kind,
  runAt: doc.runAt,
  payload: JSON.parse(doc.payload) as unknown,
  attempts: attemptsOf(doc.claims, doc.lease !== null),
  ...(doc.failedAt ? { failedAt: doc.failedAt } : {}),
});

/**
 * The job list in a service's own MongoDB database, in its own collection (name it after the service: services may
 * share a database). A claim is one findOneAndUpdate, atomic on its document: of two runners racing for a job, the
 * second finds the lease already set and moves on to the next job.
 */
export function createMongoJobList(db: Db, collection = 'jobs'): MongoJobList {
  const jobs = db.collection<JobDoc>(collection);
  return {
    async createIndexes() {
      // The claim's order, whole: jobs put in one burst share a runAt, and a sort of the ties would cost a claim
      // the whole burst (an import's thousands of confirmation mails).
      await jobs.createIndex({ runAt: 1, _id: 1 }, { name: 'due' });
    },
    async put(job: JobSpec) {
      const doc = {
        kind: job.kind,
        runAt: validTime(job.runAt, 'runAt'),
        payload: JSON.stringify(job.payload ?? null),
        claims: 0,
        lease: null,
        leaseUntil: null,
        failedAt: null,
      };
      await jobs.replaceOne({ _id: job.id }, doc, { upsert: true });
    },
    async cancel(id) {
      await jobs.deleteOne({ _id: id });
    },
    async get(id) {
      const doc = await jobs.findOne({ _id: id });
      return doc ? jobOf(doc) : undefined;
    },
    async claim(now, leaseMs): Promise<ClaimedJob | undefined> {
      validTime(now, 'claim time');
      const lease = newLease();
      const doc = await jobs.findOneAndUpdate(
        { runAt: { $lte: now }, failedAt: null, $or: [{ lease: null }, { leaseUntil: { $lte: now } }] },
        { $set: { lease, leaseUntil: new Date(now.getTime() + leaseMs) }, $inc: { claims: 1 } },
        { sort: { runAt: 1, _id: 1 }, returnDocument: 'after' },
      );
      return doc ? { ...jobOf(doc), lease } : undefined;
    },
    async complete(id, lease) {
      return (await jobs.deleteOne({ _id: id, lease })).deletedCount === 1;
    },
    async fail(id, lease, retryAt) {
      const update = { $set: { runAt: validTime(retryAt, 'retryAt'), lease: null, leaseUntil: null } };
      return (await jobs.updateOne({ _id: id, lease }, update)).matchedCount === 1;
    },
    async giveUp(id, lease, at) {
      const update = { $set: { failedAt: validTime(at, 'give-up time'), lease: null, leaseUntil: null } };
      return (await jobs.updateOne({ _id: id, lease }, update)).matchedCount === 1;
    },
    async nextRunAt() {
      const doc = await jobs.findOne({ failedAt: null }, { sort: { runAt: 1 }, projection: { runAt: 1 } });
      return doc?.runAt;
    },
    async stats(now) {
      const due = { failedAt: null, runAt: { $lte: validTime(now, 'stats time') } };
      const [depth, oldest, failed] = await Promise.all([
        jobs.countDocuments(due),
        jobs.findOne(due, { sort: { runAt: 1 }, projection: { runAt: 1 } }),
        jobs.countDocuments({ failedAt: { $ne: null } }),
      ]);
      return { depth, oldestAgeSeconds: ageSeconds(now.getTime(), oldest?.runAt.getTime()), failed };
    },
  };
}
