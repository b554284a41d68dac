import { queryOptions } from '@tanstack/react-query';
import { mailAdminEndpoints, type LanguageCode as Language, type NewsletterSchedule } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

export const newsletterKey = ['admin', 'mail', 'newsletter'] as const;

/** `mailAdminEndpoints.newsletterSchedule`. */
export const scheduleQuery = () =>
  queryOptions({
    queryKey: [...newsletterKey, 'schedule'],
    queryFn: () => callEndpoint(mailAdminEndpoints.newsletterSchedule, {}, admin),
  });

/** `mailAdminEndpoints.saveNewsletterSchedule`. */
export const saveSchedule = (body: NewsletterSchedule) =>
  callEndpoint(mailAdminEndpoints.saveNewsletterSchedule, { body }, admin);

/**
 * `mailAdminEndpoints.newsletterIssues`: the upcoming issue and the past ones. Asked again every few seconds while one is
 * sending, so that its progress moves on screen.
 */
export const issuesQuery = () =>
  queryOptions({
    queryKey: [...newsletterKey, 'issues'],
    queryFn: () => callEndpoint(mailAdminEndpoints.newsletterIssues, {}, admin),
    refetchInterval: (query) =>
      query.state.data?.past.some((issue) => issue.status === 'sending') ||
      query.state.data?.upcoming?.status === 'sending'
        ? 3000
        : false,
  });

/** `mailAdminEndpoints.previewIssue`: subject, HTML and plain text as a subscriber of that language gets them. */
export const previewQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: [...newsletterKey, 'preview', id, language],
    queryFn: () => callEndpoint(mailAdminEndpoints.previewIssue, { params: { id }, query: { language } }, admin),
  });

/** `mailAdminEndpoints.updateIssue`: the introduction per language. */
export const updateIssueIntro = (id: string, intro: Partial<Record<Language, string>>) =>
  callEndpoint(mailAdminEndpoints.updateIssue, { params: { id }, body: { intro } }, admin);

/** `mailAdminEndpoints.testIssue`: the issue in one language to one address. */
export const sendIssueTest = (id: string, to: string, language: Language) =>
  callEndpoint(mailAdminEndpoints.testIssue, { params: { id }, body: { to, language } }, admin);

/** `mailAdminEndpoints.sendIssue`: now instead of on schedule. */
export const sendIssueNow = (id: string) => callEndpoint(mailAdminEndpoints.sendIssue, { params: { id } }, admin);

/** `mailAdminEndpoints.skipIssue`: its articles wait for the next one. */
export const skipIssue = (id: string) => callEndpoint(mailAdminEndpoints.skipIssue, { params: { id } }, admin);
