import { describe, expect, it } from 'vitest';
import { adversarialStrings, firstSlowInput } from '@portfolio/testing';
import {
  adminEmail,
  adminEmailPattern,
  analyticsSessionStart,
  articleListQuery,
  articleParams,
  articleSlug,
  articleView,
  issueId,
  isApiPath,
  isCanonicalApiPath,
  isPublicPage,
  issueListQuery,
  logBatch,
  loginRequest,
  matchRoute,
  matchSiteDocument,
  pageview,
  preferenceKey,
  preferenceUpdate,
  statsQuery,
} from '../src/index.ts';

/**
 * Issue #13 item 1: every contract pattern that sees visitor input stays linear on 16 KiB, whatever the field's
 * own cap (zod runs a pattern even after a length check failed, unless the check aborts). Quadratic patterns take
 * hundreds of milliseconds here; the bound leaves room for a busy machine (medians of five).
 */
const boundMs = 20;
const inputs = adversarialStrings();

const browserInfo = (text: string) => ({
  browser: 'Firefox',
  platform: text,
  language: text,
  screenResolution: text,
  viewport: { width: 1, height: 1 },
  outerSize: { width: 1, height: 1 },
  colorDepth: 24,
  pixelDepth: 24,
  connection: { effectiveType: text },
});

const parsers: Record<string, (text: string) => unknown> = {
  adminEmailPattern: (text) => adminEmailPattern.test(text),
  adminEmail: (text) => adminEmail.safeParse(text),
  loginRequest: (text) => loginRequest.safeParse({ email: text, password: text }),
  preferenceKey: (text) => preferenceKey.safeParse(text),
  preferenceUpdate: (text) => preferenceUpdate.safeParse({ value: { [text]: text } }),
  analyticsSessionStart: (text) =>
    analyticsSessionStart.safeParse({
      sessionId: text,
      landingPage: text,
      referrer: text,
      browserInfo: browserInfo(text),
    }),
  pageview: (text) =>
    pageview.safeParse({
      pageviewId: text,
      path: text,
      referrer: text,
      landingPage: text,
      sessionId: text,
      browserInfo: browserInfo(text),
      performance: { navigationType: text, timeToFirstByte: 1, domContentLoaded: 1, loadEvent: 1 },
      utm: { [text]: text, utm_source: text },
    }),
  statsQuery: (text) => statsQuery.safeParse({ from: text, to: text }),
  logBatch: (text) =>
    logBatch.safeParse({
      source: 'client',
      entries: [
        {
          id: text,
          level: 'error',
          message: text,
          timestamp: text,
          url: text,
          path: text,
          stack: text,
          userAgent: text,
        },
        { id: 'a', level: 'error', message: 'm', timestamp: '2026-01-01T00:00:00Z', context: { [text]: text } },
      ],
    }),
  issueListQuery: (text) =>
    issueListQuery.safeParse({ q: text, path: text, from: text, to: text, cursor: text, level: text, limit: text }),
  issueId: (text) => issueId.safeParse(text),
  matchRoute: (text) => matchRoute(text),
  isApiPath: (text) => isApiPath(`/api/${text}`),
  isCanonicalApiPath: (text) => isCanonicalApiPath(`/api/${text}`),
  isPublicPage: (text) => isPublicPage(`/${text}`),
  // Issue 15: the content service's slugs, list query, view beacon and the site documents' path patterns.
  articleSlug: (text) => articleSlug.safeParse(text),
  articleParams: (text) => articleParams.safeParse({ slug: text }),
  articleListQuery: (text) => articleListQuery.safeParse({ q: text, tag: text, lang: text, page: text, perPage: text }),
  articleView: (text) => articleView.safeParse({ slug: text, lang: text }),
  matchSiteDocument: (text) => [matchSiteDocument(`/blog/${text}`), matchSiteDocument(`/feeds/${text}/rss.xml`)],
};

describe('contract patterns on 16 KiB adversarial text', () => {
  it.each(Object.keys(parsers))('%s stays linear', (name) => {
    expect(firstSlowInput(parsers[name]!, inputs, boundMs), `${name} over ${boundMs} ms`).toBeUndefined();
  });

  it('refuses an over-long email on its length alone, before the pattern', () => {
    const result = adminEmail.safeParse(`a@${'.'.repeat(20_000)}@`);
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
  });
});
