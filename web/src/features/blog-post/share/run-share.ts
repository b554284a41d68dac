import type { SharedArticle, WebTarget } from './share-targets';

/** How a share ended, for the toast (spec §8): `done` and `cancelled` say nothing. */
export type ShareOutcome = 'done' | 'cancelled' | 'unavailable' | 'failed' | 'copied' | 'copyFailed';

/** The browser's parts a share uses: `window` and `navigator` in the page, stand-ins in unit tests. */
export interface ShareBrowser {
  open: (url: string, target: string, features: string) => Window | null;
  clipboard?: { writeText: (text: string) => Promise<void> };
  share?: (data: ShareData) => Promise<void>;
  screen: { width: number; height: number };
}

/** Centred on the screen, so the window opens over the page rather than in a corner. */
function windowFeatures({ width, height }: { width: number; height: number }, screen: ShareBrowser['screen']) {
  const left = Math.max(0, Math.round((screen.width - width) / 2));
  const top = Math.max(0, Math.round((screen.height - height) / 2));
  return `popup,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens a share site in a window of its own, cut off from this page. The window is opened empty and then sent on:
 * with `noopener` in the features the browser always answers null, so a blocked window (spec: "Share failed")
 * could not be told apart from an open one. Its `opener` is dropped before the share site loads (what `noopener`
 * does), and the site is reached through a `noreferrer` link, so it learns nothing but the address it was given.
 */
function openWindow(address: string, size: { width: number; height: number }, browser: ShareBrowser): boolean {
  const opened = browser.open('about:blank', '_blank', windowFeatures(size, browser.screen));
  if (!opened) return false;
  opened.opener = null;
  const link = opened.document.createElement('a');
  link.href = address;
  link.rel = 'noopener noreferrer';
  link.referrerPolicy = 'no-referrer';
  opened.document.body.append(link);
  link.click();
  return true;
}

/** A share site in a window of its own (email has no window: the menu renders it as a `mailto:` link). */
export function shareInWindow(
  target: WebTarget & { window: NonNullable<WebTarget['window']> },
  article: SharedArticle | null,
  browser: ShareBrowser,
): ShareOutcome {
  if (!article) return 'unavailable';
  return openWindow(target.address(article), target.window, browser) ? 'done' : 'failed';
}

/** The device's own share sheet; closing it is the reader's choice, not a failure. */
export async function shareWithDevice(article: SharedArticle | null, browser: ShareBrowser): Promise<ShareOutcome> {
  if (!article) return 'unavailable';
  if (!browser.share) return 'failed';
  try {
    await browser.share({ title: article.title, url: article.url });
    return 'done';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/** Copies the article's address; a missing or refused clipboard (permission, insecure page) is "Copy failed". */
export async function copyLink(article: SharedArticle | null, browser: ShareBrowser): Promise<ShareOutcome> {
  if (!article) return 'unavailable';
  try {
    if (!browser.clipboard) return 'copyFailed';
    await browser.clipboard.writeText(article.url);
    return 'copied';
  } catch {
    return 'copyFailed';
  }
}

/** The page's own browser. */
export const pageBrowser = (): ShareBrowser => ({
  open: (url, target, features) => window.open(url, target, features),
  clipboard: navigator.clipboard as ShareBrowser['clipboard'],
  share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
  screen: { width: window.screen.availWidth, height: window.screen.availHeight },
});
