import { mailAdminEndpoints as a, type LanguageCode } from '@portfolio/contracts';
import { HttpError, route, type RouteDefinition } from '@portfolio/kit';
import type { IssueRecord } from '../stores/newsletter-port.ts';
import { issueMail, recipientValues } from './issue-mail.ts';
import type { IssueDeps, IssueLife } from './issues.ts';
import { newsletterTexts } from './newsletter-texts.ts';
import { isTimeZone } from './slots.ts';

/** The administrator's newsletter screens: the schedule, the issues, an issue's intro, preview, test, send and skip. */
export function newsletterRoutes(deps: IssueDeps, life: IssueLife): RouteDefinition[] {
  const { store } = deps;

  async function found(id: string): Promise<IssueRecord> {
    const issue = await store.issue(id);
    if (!issue) throw new HttpError(404, 'not_found', 'No such issue.');
    return issue;
  }

  /** A change that only a draft takes: 404 when there is no such issue, 409 when it has gone out or was skipped. */
  async function draftOnly<T>(id: string, change: () => Promise<T | undefined>): Promise<T> {
    const changed = await change();
    if (changed !== undefined) return changed;
    await found(id);
    throw new HttpError(409, 'conflict', 'Only an issue that has not gone out yet can be changed.');
  }

  /** The issue as a subscriber of `language` without a first name gets it; the unsubscribe link leads to its page. */
  async function rendered(issue: IssueRecord, language: LanguageCode) {
    const mail = await issueMail(await life.withArticles(issue), language, deps.links.origin);
    const values = recipientValues(language, '', `${deps.links.origin}/newsletter/unsubscribe`);
    return { subject: mail.subject, ...mail.compiled.fill({ ...values }) };
  }

  return [
    route(a.newsletterSchedule, async () => {
      const { enabled, weekday, hour, timeZone } = await life.schedule();
      return { enabled, weekday, hour, timeZone };
    }),
    route(a.saveNewsletterSchedule, async (_ctx, { body }) => {
      if (!isTimeZone(body.timeZone)) {
        throw new HttpError(400, 'validation_failed', 'Unknown time zone.', {
          details: [{ path: 'timeZone', message: 'must be an IANA time zone such as Europe/Paris' }],
        });
      }
      const { enabled, weekday, hour, timeZone } = await life.saveSchedule(body);
      return { enabled, weekday, hour, timeZone };
    }),
    route(a.newsletterIssues, async () => {
      const draft = await store.draft();
      const past = await store.pastIssues();
      return {
        upcoming: draft ? await life.view(await life.withArticles(draft)) : null,
        past: await Promise.all(past.map(life.view)),
      };
    }),
    route(a.newsletterIssueDetail, async (_ctx, { params }) =>
      life.view(await life.withArticles(await found(params.id))),
    ),
    route(a.updateIssue, async (_ctx, { params, body }) => {
      const issue = await found(params.id);
      // The languages given replace theirs; an empty text removes that language's introduction.
      const merged = { ...issue.intro, ...body.intro };
      const intro = Object.fromEntries(Object.entries(merged).filter(([, text]) => text.trim() !== ''));
      const updated = await draftOnly(params.id, () => store.updateIssue(params.id, 'draft', { intro }));
      return life.view(await life.withArticles(updated));
    }),
    route(a.previewIssue, async (_ctx, { params, query }) => rendered(await found(params.id), query.language)),
    route(a.testIssue, async (_ctx, { params, body }) => {
      const mail = await rendered(await found(params.id), body.language);
      const outcome = await deps.mailer.send({
        to: body.to,
        subject: `${newsletterTexts[body.language].testMark} ${mail.subject}`,
        html: mail.html,
        text: mail.text,
      });
      if (outcome.ok) return { ok: true };
      return { ok: false, reason: outcome.reason, ...(outcome.detail ? { detail: outcome.detail } : {}) };
    }),
    route(a.sendIssue, async (_ctx, { params }) => {
      await found(params.id);
      let started: IssueRecord | undefined;
      try {
        started = await draftOnly(params.id, () => life.start(params.id, 'administrator'));
      } catch (err) {
        if (err instanceof HttpError) throw err;
        deps.logger.warn({ err: (err as Error).message }, 'the content service could not be read');
        throw new HttpError(503, 'service_unavailable', 'The articles cannot be read right now; try again shortly.');
      }
      return life.view(started);
    }),
    route(a.skipIssue, async (_ctx, { params }) => life.view(await draftOnly(params.id, () => life.skip(params.id)))),
  ];
}
