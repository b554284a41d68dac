/**
 * The spec's numbers (§4, §8, §9), in one place. Values that are a library's own defaults are listed too, with
 * where they apply, so that a change of library default shows up in the test that checks them.
 */

export const storageKeys = {
  theme: 'theme',
  uiLanguage: 'uiLanguage',
  analyticsSessionId: 'analyticsSessionId',
  analyticsLandingPage: 'analyticsLandingPage',
  bestScores: 'bestScores',
} as const;

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = 'dark';

export const languages = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Português' },
  { code: 'ja', name: '日本語' },
  { code: 'zh', name: '中文' },
  { code: 'ar', name: 'العربية' },
  { code: 'ru', name: 'Русский' },
] as const;
export type Language = (typeof languages)[number]['code'];
export const defaultLanguage: Language = 'en';
export const rightToLeftLanguages: readonly Language[] = ['ar'];
/** Codes seen in the wild that name one of ours differently. */
export const languageAliases: Readonly<Record<string, Language>> = { jp: 'ja' };

export const analyticsTiming = {
  statsRefreshMs: 30_000,
  idleTimeoutMs: 2_000,
  idleFallbackDelayMs: 100,
} as const;

/** react-query defaults (kept, not passed): 3 retries, 1 s doubling up to 30 s, unused entries gone after 5 min. */
export const queryDefaults = {
  retries: 3,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 30_000,
  gcTimeMs: 5 * 60_000,
} as const;

/** The simple store (at most one toast) rendered with the Radix toast primitive. */
export const singleToast = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5_000,
  swipeThresholdPx: 50,
  hotkey: ['F8'],
} as const;

/** Sonner's stacked toaster, passed explicitly at its own defaults (its width, 356 px, is fixed in its CSS). */
export const stackedToasts = {
  durationMs: 4_000,
  visible: 3,
  gapPx: 14,
  widthPx: 356,
  hotkey: ['altKey', 'KeyT'],
} as const;

/** Client error shipping (§7): not in the spec's numbers; chosen to stay far below the service's rate limit. */
export const errorShipping = {
  minBatchIntervalMs: 5_000,
  maxQueuedEntries: 100,
  /** An identical error reported again within this window is counted, not resent. */
  dedupWindowMs: 60_000,
  /** Stays under the beacon quota (64 KiB) and the logs service's body limit. */
  maxBatchBytes: 60 * 1024,
  /** After a failed send, wait longer each time, up to this. */
  maxBackoffMs: 5 * 60_000,
} as const;

/**
 * The contact form and the newsletter signup (#17): not in the spec's numbers. A form that has had no answer after
 * this long says so (the spec's timeout text) instead of spinning: generous for a slow mobile connection, short
 * enough that the reader is still there to try again.
 */
export const mailForms = {
  requestTimeoutMs: 15_000,
} as const;
