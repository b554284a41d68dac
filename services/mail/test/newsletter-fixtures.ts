import {
  mailAdminEndpoints as a,
  pathOf,
  type AdminArticle,
  type ImportReport,
  type LanguageCode,
  type NewsletterIssue,
} from '@portfolio/contracts';
import { eventually } from '@portfolio/testing';
import { draftWith, startEditorial } from '../../content/test/editorial-service.ts';
import { asAdmin, type RunningMail, type TestClock } from './mail-service.ts';

/**
 * The newsletter suites' helpers. The articles come from the real content service (its editorial API, publishing
 * on the same hand-moved clock), the subscribers through the subscribers area's own CSV import.
 */

/** The content service on the mail suite's clock: what it publishes is dated by the time the test set. */
export const startContent = (clock: Pick<TestClock, 'at' | 'now' | 'advance'>) => startEditorial({ clock });
export type RunningContent = Awaited<ReturnType<typeof startContent>>;

export interface VersionSpec {
  lang: LanguageCode;
  title: string;
  excerpt?: string;
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Writes and publishes an article with these versions (at the content clock's now); its id. */
export async function publishArticle(content: RunningContent, versions: VersionSpec[]): Promise<string> {
  const created = await content.create(versions[0]!.title, versions[0]!.lang);
  const saved = await content.saved(
    created,
    draftWith(
      versions.map((v) => ({
        lang: v.lang,
        title: v.title,
        slug: slugOf(v.title),
        excerpt: v.excerpt ?? `About ${v.title}.`,
      })),
    ),
  );
  const res = await content.act(saved, 'publish');
  if (res.status !== 200) throw new Error(`publish answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as AdminArticle).id;
}

export interface SubscriberSpec {
  email: string;
  firstName?: string;
  language: LanguageCode;
}

/** Adds confirmed subscribers as the administrator's import does (no confirmation mail). */
export async function importConfirmed(mail: RunningMail | { url: string }, rows: SubscriberSpec[]) {
  const csv = ['email,first_name,language', ...rows.map((r) => `${r.email},${r.firstName ?? ''},${r.language}`)];
  const res = await fetch(`${mail.url}${a.importSubscribers.path}?confirmed=true`, {
    method: 'POST',
    headers: { ...asAdmin, 'content-type': 'text/csv' },
    body: csv.join('\n'),
  });
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${await res.text()}`);
  const report = (await res.json()) as ImportReport;
  if (report.added !== rows.length) throw new Error(`import added ${report.added}: ${JSON.stringify(report)}`);
}

/** An administrator's call that must answer `status`, on a service reached by its URL (a child process). */
export async function adminCall<T>(url: string, method: string, path: string, body?: unknown, status = 200) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...asAdmin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status !== status) throw new Error(`${method} ${path} answered ${res.status}, not ${status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** An issue as a subscriber of one language gets it (the preview's answer). */
export interface IssuePreview {
  subject: string;
  html: string;
  text: string;
}

export const issuePath = (id: string) => pathOf(a.newsletterIssueDetail, { id });
export const upcomingOf = async (url: string) =>
  (await adminCall<{ upcoming: NewsletterIssue | null; past: NewsletterIssue[] }>(url, 'GET', a.newsletterIssues.path))
    .upcoming!;
export const issueOf = (url: string, id: string) => adminCall<NewsletterIssue>(url, 'GET', issuePath(id));

/** Waits until the issue reached `status` (the job runner works in its own time); the issue then. */
export async function issueReaches(url: string, id: string, status: NewsletterIssue['status'], timeoutMs = 10_000) {
  let issue: NewsletterIssue | undefined;
  await eventually(async () => (issue = await issueOf(url, id)).status === status, timeoutMs);
  return issue!;
}

export const schedulePath = a.saveNewsletterSchedule.path;
export const actionPath = (id: string, action: 'send' | 'skip' | 'test' | 'preview') =>
  pathOf({ send: a.sendIssue, skip: a.skipIssue, test: a.testIssue, preview: a.previewIssue }[action], { id });
