import type { AnyBulkWriteOperation } from 'mongodb';
import type { PageviewEvent, VisitEvent } from '../../events.ts';
import { maxCountedGapMs, maxPagesPerSession } from '../ports.ts';
import type { PageviewDoc, SessionDoc } from './documents.ts';

/** Client text inside an aggregation expression: `$literal`, so that a value starting with `$` stays a value. */
const lit = (value: unknown) => ({ $literal: value });

/** Creates the session on its first event; later events leave it as it is. */
export function sessionUpsert(e: VisitEvent, seenBefore: boolean): AnyBulkWriteOperation<SessionDoc> {
  return {
    updateOne: {
      filter: { _id: e.sessionId },
      update: {
        $setOnInsert: {
          startedAt: new Date(e.at),
          lastSeen: new Date(e.at),
          visitor: e.visitor,
          seenBefore,
          browser: e.browser,
          os: e.os,
          device: e.device,
          country: e.country,
          language: e.language,
          landingPage: e.landingPage,
          referrer: e.referrer,
          referrerHost: e.referrerHost,
          source: null,
          utm: null,
          pageviews: 0,
          lastPvAt: null,
          durationMs: 0,
          exitPage: null,
          pages: [],
        },
      },
      upsert: true,
    },
  };
}

/**
 * Inserts the page view once; a copy only sets the timings it brings (the performance update). The filter names
 * the session too, so a copy claiming someone else's page-view id fails (duplicate key) and changes nothing.
 */
export function pageviewUpsert(e: PageviewEvent): AnyBulkWriteOperation<PageviewDoc> {
  const timing = Object.fromEntries(Object.entries(e.timing ?? {}).filter(([, v]) => v !== null));
  return {
    updateOne: {
      filter: { _id: e.id, sessionId: e.sessionId },
      update: {
        $setOnInsert: { at: new Date(e.at), path: e.path },
        ...(Object.keys(timing).length > 0 ? { $set: timing } : {}),
      },
      upsert: true,
    },
  };
}

/**
 * Counts the page view in its visit, exactly once: the filter only matches while the page-view id is not yet in
 * the session's `pages`, and the update adds it, in one atomic document update. The rules are those of the
 * SQLite adapter's roll-ups: the first page view attributes the visit; a later one ends the bounce, adds the gap
 * since the last page view (up to 30 minutes) and, when it is the latest, becomes the exit page.
 */
export function visitCount(e: PageviewEvent): AnyBulkWriteOperation<SessionDoc> {
  const at = new Date(e.at);
  const first = { $eq: ['$pageviews', 0] };
  const latest = { $or: [first, { $gte: [at, '$lastPvAt'] }] };
  const gap = { $subtract: [at, '$lastPvAt'] };
  const onFirst = (value: unknown, field: string) => ({ $cond: [first, lit(value), field] });
  return {
    updateOne: {
      filter: { _id: e.sessionId, 'pages.id': { $ne: e.id }, pageviews: { $lt: maxPagesPerSession } },
      update: [
        {
          $set: {
            landingPage: onFirst(e.landingPage, '$landingPage'),
            referrer: onFirst(e.referrer, '$referrer'),
            referrerHost: onFirst(e.referrerHost, '$referrerHost'),
            source: onFirst(e.source, '$source'),
            utm: onFirst(e.utm, '$utm'),
            durationMs: {
              $cond: [
                { $and: [{ $not: [first] }, { $gte: [at, '$lastPvAt'] }, { $lte: [gap, maxCountedGapMs] }] },
                { $add: ['$durationMs', gap] },
                '$durationMs',
              ],
            },
            exitPage: { $cond: [latest, lit(e.path), '$exitPage'] },
            lastPvAt: { $cond: [first, at, { $max: ['$lastPvAt', at] }] },
            lastSeen: { $max: ['$lastSeen', at] },
            pageviews: { $add: ['$pageviews', 1] },
            pages: { $concatArrays: ['$pages', [{ id: lit(e.id), path: lit(e.path), at }]] },
          },
        },
      ],
    },
  };
}
