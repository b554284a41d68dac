import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import { literal, type AppliedDoc, type DayDoc, type IssueDoc, type SessionDoc } from './mongo-documents.ts';
import type { OccurrenceRecord } from './ports.ts';
import { dayTotals, issueTotals, sessionsSeen } from './shared.ts';

/** The MongoDB adapter's bulk writes of a batch's counts: applied markers, issues, daily counts, sessions. */

/** Ids of the records never applied before; their markers are written now. */
export async function fresh(applied: Collection<AppliedDoc>, records: OccurrenceRecord[]): Promise<OccurrenceRecord[]> {
  const at = new Date();
  const result = await applied.bulkWrite(
    records.map((r) => ({
      updateOne: { filter: { _id: r.recordId }, update: { $setOnInsert: { at } }, upsert: true },
    })),
    { ordered: false },
  );
  return Object.keys(result.upsertedIds).map((index) => records[Number(index)]!);
}

export async function writeIssues(issues: Collection<IssueDoc>, records: OccurrenceRecord[]) {
  await issues.bulkWrite(
    [...issueTotals(records)].map(([id, { first, count, firstAt, lastAt }]) => {
      const last = new Date(lastAt);
      // Stage fields read the document as it was, so the status and the regressed flag see the same state.
      const regresses = { $and: [{ $eq: ['$status', 'resolved'] }, { $gte: [last, '$resolvedAt'] }] };
      return {
        updateOne: {
          filter: { _id: id },
          upsert: true,
          update: [
            {
              $set: {
                source: { $ifNull: ['$source', literal(first.source)] },
                level: { $ifNull: ['$level', literal(first.level)] },
                title: { $ifNull: ['$title', literal(first.title)] },
                culprit: { $ifNull: ['$culprit', literal(first.culprit)] },
                status: { $cond: [regresses, 'open', { $ifNull: ['$status', 'open'] }] },
                regressed: { $cond: [regresses, true, { $ifNull: ['$regressed', false] }] },
                resolvedAt: { $ifNull: ['$resolvedAt', null] },
                count: { $add: [{ $ifNull: ['$count', 0] }, count] },
                sessions: { $ifNull: ['$sessions', 0] },
                firstSeen: { $min: [{ $ifNull: ['$firstSeen', new Date(firstAt)] }, new Date(firstAt)] },
                lastSeen: { $max: [{ $ifNull: ['$lastSeen', last] }, last] },
              },
            },
          ],
        },
      } satisfies AnyBulkWriteOperation<IssueDoc>;
    }),
    { ordered: false },
  );
}

export async function writeDays(days: Collection<DayDoc>, records: OccurrenceRecord[]) {
  await days.bulkWrite(
    dayTotals(records).map(({ issueId, day, count }) => ({
      updateOne: {
        filter: { _id: `${issueId}|${day}` },
        update: { $inc: { count }, $setOnInsert: { issueId, day, date: new Date(`${day}T00:00:00Z`) } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
}

export async function writeSessions(
  sessions: Collection<SessionDoc>,
  issues: Collection<IssueDoc>,
  records: OccurrenceRecord[],
) {
  const seen = sessionsSeen(records);
  if (seen.length === 0) return;
  const result = await sessions.bulkWrite(
    seen.map(({ issueId, session, lastAt }) => ({
      updateOne: {
        filter: { _id: `${issueId}|${session}` },
        update: { $max: { lastAt: new Date(lastAt) }, $setOnInsert: { issueId } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
  const added = new Map<string, number>();
  for (const index of Object.keys(result.upsertedIds)) {
    const { issueId } = seen[Number(index)]!;
    added.set(issueId, (added.get(issueId) ?? 0) + 1);
  }
  if (added.size === 0) return;
  await issues.bulkWrite(
    [...added].map(([_id, n]) => ({ updateOne: { filter: { _id }, update: { $inc: { sessions: n } } } })),
    { ordered: false },
  );
}
