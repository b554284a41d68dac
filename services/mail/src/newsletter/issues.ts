import { randomBytes } from 'node:crypto';
import type { NewsletterIssue, NewsletterSchedule } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { SendingDeps } from '../deps.ts';
import type { IssueArticleRecord, IssueRecord, NewsletterStore, ScheduleRecord } from '../stores/newsletter-port.ts';
import type { SubscriberDirectory } from '../subscribers/directory.ts';
import { articlesSince } from './content-articles.ts';
import { nextSlot } from './slots.ts';

/** The job that starts an issue at its time, and the one that sends it (see sender.ts). */
export const startKind = 'newsletter-start';
export const sendKind = 'newsletter-send';
export const startJobId = (issueId: string) => `newsletter:start:${issueId}`;
export const sendJobId = (issueId: string) => `newsletter:send:${issueId}`;

/** Before the administrator saves one: off, Mondays at 9 in UTC. */
export const defaultSchedule: ScheduleRecord = {
  enabled: false,
  weekday: 1,
  hour: 9,
  timeZone: 'UTC',
  startedAt: null,
};

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export interface IssueDeps extends SendingDeps {
  directory: SubscriberDirectory;
  store: NewsletterStore;
}

/**
 * An issue's life: a draft for the schedule's next slot (always one while the schedule is on), started at its time
 * or by "send now" (its articles fixed, the next draft made), skipped by the administrator or because nothing was
 * published (its articles then wait for the next one), and sent by the sender. Every change of status is a compare
 * and set on the store, so a send and a skip of one draft, or a scheduled start and a "send now", cannot both win.
 */
export function issueLife(deps: IssueDeps) {
  const { store, jobs, now, config } = deps;
  const contentOrigin = config.CONTENT_URL ?? config.SITE_ORIGIN;
  const siteOrigin = deps.links.origin;

  const schedule = async () => (await store.schedule()) ?? defaultSchedule;

  /** Puts a draft's start job at its slot, or moves it there (the job's id is the draft's). */
  const putStartJob = (issueId: string, runAt: Date) =>
    jobs.put({ id: startJobId(issueId), kind: startKind, runAt, payload: { issueId } });

  /** What a draft holds now, read live from the content service; a 503 while it cannot be reached. */
  async function liveArticles(issue: IssueRecord): Promise<IssueArticleRecord[]> {
    try {
      return await articlesSince(contentOrigin, siteOrigin, issue.since);
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message }, 'the content service could not be read');
      throw new HttpError(503, 'service_unavailable', 'The articles cannot be read right now; try again shortly.');
    }
  }

  /** The issue with its articles: the snapshot once started, the live list while a draft. */
  const withArticles = async (issue: IssueRecord): Promise<IssueRecord> =>
    issue.status === 'draft' ? { ...issue, articles: await liveArticles(issue) } : issue;

  /** The draft for the schedule's next slot, made when the schedule is on and there is none; its start job put. */
  async function ensureDraft(): Promise<IssueRecord | undefined> {
    const existing = await store.draft();
    if (existing) return existing;
    const current = await schedule();
    if (!current.enabled) return undefined;
    const last = await store.lastStarted();
    const draft: IssueRecord = {
      id: randomBytes(12).toString('hex'),
      number: (await store.startedCount()) + 1,
      status: 'draft',
      skipReason: null,
      scheduledFor: nextSlot(current, now()),
      since: last?.startedAt ?? current.startedAt ?? now(),
      intro: {},
      articles: [],
      startedAt: null,
      finishedAt: null,
      enqueued: false,
    };
    // Another start made one meanwhile: that one is the draft.
    if (!(await store.insertIssue(draft))) return store.draft();
    await putStartJob(draft.id, draft.scheduledFor);
    deps.wake();
    return draft;
  }

  /**
   * Starts a draft: its articles fixed, the next draft made, the sending job put. With no article in any language,
   * a scheduled issue is skipped (`no_articles`) and a "send now" refused (409). Undefined when it was no longer
   * a draft (sent or skipped meanwhile).
   */
  async function start(issueId: string, by: 'schedule' | 'administrator'): Promise<IssueRecord | undefined> {
    const issue = await store.issue(issueId);
    if (!issue || issue.status !== 'draft') return undefined;
    const articles = await articlesSince(contentOrigin, siteOrigin, issue.since);
    const at = now();
    let started: IssueRecord | undefined;
    if (articles.length === 0) {
      if (by === 'administrator')
        throw new HttpError(409, 'conflict', 'No article was published since the last issue.');
      started = await store.updateIssue(issue.id, 'draft', {
        status: 'skipped',
        skipReason: 'no_articles',
        finishedAt: at,
      });
    } else {
      started = await store.updateIssue(issue.id, 'draft', {
        status: 'sending',
        articles,
        startedAt: at,
        number: (await store.startedCount()) + 1,
      });
    }
    if (!started) return undefined;
    await jobs.cancel(startJobId(issue.id));
    if (started.status === 'sending') {
      await jobs.put({ id: sendJobId(issue.id), kind: sendKind, runAt: at, payload: { issueId: issue.id } });
    }
    await ensureDraft();
    deps.wake();
    return started;
  }

  /** The administrator's skip: the draft's articles wait for the next issue. */
  async function skip(issueId: string): Promise<IssueRecord | undefined> {
    const skipped = await store.updateIssue(issueId, 'draft', {
      status: 'skipped',
      skipReason: 'administrator',
      finishedAt: now(),
    });
    if (!skipped) return undefined;
    await jobs.cancel(startJobId(issueId));
    await ensureDraft();
    return skipped;
  }

  /** Saves the schedule; the draft moves to the new slot, or waits unscheduled while the schedule is off. */
  async function saveSchedule(body: NewsletterSchedule): Promise<ScheduleRecord> {
    const before = await store.schedule();
    const saved: ScheduleRecord = {
      ...body,
      startedAt: before?.startedAt ?? (body.enabled ? now() : null),
    };
    await store.saveSchedule(saved);
    const draft = await store.draft();
    if (!saved.enabled) {
      if (draft) await jobs.cancel(startJobId(draft.id));
      return saved;
    }
    if (!draft) {
      await ensureDraft();
      return saved;
    }
    const scheduledFor = nextSlot(saved, now());
    const moved = await store.updateIssue(draft.id, 'draft', { scheduledFor });
    if (moved) {
      await putStartJob(draft.id, scheduledFor);
      deps.wake();
    }
    return saved;
  }

  /** The contract's issue: its report counted from its deliveries. */
  async function view(issue: IssueRecord): Promise<NewsletterIssue> {
    const counts = await store.deliveryCounts(issue.id);
    const recipients = Object.values(counts).reduce((a, b) => a + b, 0);
    const unsubscribed = issue.startedAt
      ? await store.sentAmong(issue.id, await deps.directory.unsubscribedSince(issue.startedAt))
      : 0;
    return {
      id: issue.id,
      number: issue.number,
      status: issue.status,
      skipReason: issue.skipReason,
      scheduledFor: issue.scheduledFor.toISOString(),
      since: issue.since.toISOString(),
      intro: issue.intro,
      articles: issue.articles,
      startedAt: iso(issue.startedAt),
      finishedAt: iso(issue.finishedAt),
      report: {
        recipients,
        sent: counts.sent,
        failed: counts.failed,
        bounced: counts.bounced,
        pending: counts.queued + counts.sending,
        unsubscribedSince: unsubscribed,
      },
    };
  }

  /**
   * After a restart: an issue that was going out goes on at once (its job's claim by the stopped process would
   * otherwise hold until its lease ran out), and the draft and its start job are there if the schedule is on.
   */
  async function resume() {
    for (const issue of await store.sendingIssues()) {
      await jobs.put({ id: sendJobId(issue.id), kind: sendKind, runAt: now(), payload: { issueId: issue.id } });
    }
    const draft = await ensureDraft();
    if (draft && (await schedule()).enabled) {
      await putStartJob(draft.id, draft.scheduledFor);
    }
    deps.wake();
  }

  return { schedule, saveSchedule, ensureDraft, start, skip, view, withArticles, resume };
}
export type IssueLife = ReturnType<typeof issueLife>;
