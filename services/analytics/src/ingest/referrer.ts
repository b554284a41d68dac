import { limits } from '@portfolio/contracts';

export interface Referrer {
  /** Scheme, host and path; never credentials, query string or fragment. Empty when there is none. */
  url: string;
  /** Host without `www.`, lower-cased; empty when there is none. */
  host: string;
}

const none: Referrer = { url: '', host: '' };
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** What a referrer is worth keeping. Our own site referring to itself is no referrer (as in Plausible). */
export function referrerOf(raw: string, siteHost: string): Referrer {
  const url = raw ? URL.parse(raw) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return none;
  const host = bareHost(url.hostname);
  if (!host || host === bareHost(siteHost)) return none;
  return { url: `${url.protocol}//${url.host}${url.pathname}`.slice(0, limits.referrerLength), host };
}
