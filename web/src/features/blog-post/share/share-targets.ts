/** What a share carries: the article's absolute address and its title (in the article's language). */
export interface SharedArticle {
  url: string;
  title: string;
}

/** A site that takes a share through an address: its window's size, and the address built from the article. */
export interface WebTarget {
  id: 'twitter' | 'linkedin' | 'facebook' | 'reddit' | 'whatsapp' | 'telegram' | 'email' | 'hackerNews' | 'pocket';
  /** Off: known, but not offered (its service is gone). */
  enabled: boolean;
  /** The share window's size in CSS pixels; `null` for a link the browser hands to another application (mail). */
  window: { width: number; height: number } | null;
  address: (article: SharedArticle) => string;
}

/**
 * The query string of a share address, every value encoded by URLSearchParams. Spaces become `%20` rather than
 * `+`: mail clients (RFC 6068) and some share pages read a `+` literally. A `+` of the text itself is already `%2B`.
 */
export function shareQuery(values: Record<string, string>): string {
  return new URLSearchParams(values).toString().replaceAll('+', '%20');
}

const popup = { width: 600, height: 540 };
const tall = { width: 600, height: 720 };

/**
 * The spec's share targets (§9) that open an address, in the order the menu lists them; the device's own share
 * sheet and copying the link are the two others. Pocket closed in July 2025: it stays a known target, off.
 */
export const webTargets: readonly WebTarget[] = [
  {
    id: 'twitter',
    enabled: true,
    window: popup,
    address: ({ url, title }) => `https://x.com/intent/post?${shareQuery({ text: title, url })}`,
  },
  {
    id: 'linkedin',
    enabled: true,
    window: tall,
    address: ({ url }) => `https://www.linkedin.com/sharing/share-offsite/?${shareQuery({ url })}`,
  },
  {
    id: 'facebook',
    enabled: true,
    window: popup,
    address: ({ url }) => `https://www.facebook.com/sharer/sharer.php?${shareQuery({ u: url })}`,
  },
  {
    id: 'reddit',
    enabled: true,
    window: tall,
    address: ({ url, title }) => `https://www.reddit.com/submit?${shareQuery({ url, title })}`,
  },
  {
    id: 'whatsapp',
    enabled: true,
    window: popup,
    address: ({ url, title }) => `https://wa.me/?${shareQuery({ text: `${title} ${url}` })}`,
  },
  {
    id: 'telegram',
    enabled: true,
    window: popup,
    address: ({ url, title }) => `https://t.me/share/url?${shareQuery({ url, text: title })}`,
  },
  {
    id: 'email',
    enabled: true,
    window: null,
    address: ({ url, title }) => `mailto:?${shareQuery({ subject: title, body: `${title}\n\n${url}` })}`,
  },
  {
    id: 'hackerNews',
    enabled: true,
    window: tall,
    address: ({ url, title }) => `https://news.ycombinator.com/submitlink?${shareQuery({ u: url, t: title })}`,
  },
  {
    id: 'pocket',
    enabled: false,
    window: popup,
    address: ({ url, title }) => `https://getpocket.com/save?${shareQuery({ url, title })}`,
  },
];

/** The absolute address of an article's page, or null when it has none to share (no path, or not one of ours). */
export function articleUrl(path: string | undefined, origin: string): string | null {
  if (!path?.startsWith('/') || path.startsWith('//')) return null;
  return new URL(path, origin).href;
}
