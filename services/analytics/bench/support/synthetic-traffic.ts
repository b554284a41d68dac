import { randomBytes } from 'node:crypto';
import type { PageviewEvent, SessionEvent, StoredEvent } from '../../src/events.ts';

/** A small deterministic generator, so that every run stores the same traffic. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[], skew = 1) =>
  items[Math.floor(Math.pow(next(), skew) * items.length)]!;

const paths = ['/', '/blog', '/games', ...Array.from({ length: 297 }, (_, i) => `/blog/article-${i}`)];
const browsers = ['Chrome', 'Firefox', 'Mobile Safari', 'Safari', 'Edge', 'Samsung Browser', 'Opera'];
const systems = ['Windows', 'Mac OS', 'Android', 'iOS', 'Linux'];
const devices = ['Desktop', 'Mobile', 'Tablet'];
const countries = ['FR', 'US', 'DE', 'GB', 'ES', 'IT', 'JP', 'CN', 'BR', 'IN', 'CA', 'NL', 'Unknown'];
const languages = ['fr-FR', 'en-US', 'en-GB', 'de-DE', 'es-ES', 'ja-JP', 'zh-CN', 'pt-BR', 'it-IT', 'ar-SA', 'ru-RU'];
const referrers = [
  '',
  '',
  '',
  'https://www.google.com/',
  'https://news.ycombinator.com/item',
  'https://github.com/x/y',
];
const campaigns = [{}, {}, {}, { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'weekly' }];

const hash = () => randomBytes(16).toString('base64url').slice(0, 22);

/**
 * Yields batches of stored events (sessions, then their page views) spread over the `days` before `now`:
 * `pageviews` page views in sessions of one to seven pages, with realistic skews over pages and visitors.
 */
export function* syntheticTraffic(pageviews: number, now: number, days: number, batch = 5000) {
  const next = random(42);
  let events: StoredEvent[] = [];
  let written = 0;
  let session = 0;
  while (written < pageviews) {
    session++;
    const at = now - Math.floor(next() * days * 86_400_000);
    const referrer = pick(next, referrers);
    const utm = pick(next, campaigns) as Record<string, string>;
    const base = {
      at,
      sessionId: `bench-session-${session}`,
      visitor: hash(),
      priorVisitor: null,
      browser: pick(next, browsers, 1.5),
      os: pick(next, systems, 1.5),
      device: pick(next, devices, 1.5),
      country: pick(next, countries, 2),
      language: pick(next, languages, 2),
      landingPage: pick(next, paths, 3),
      referrer,
      referrerHost: referrer ? new URL(referrer).hostname.replace(/^www\./, '') : '',
    };
    events.push({ kind: 'session', ...base } satisfies SessionEvent);
    const pages = 1 + Math.floor(next() * 7);
    for (let p = 0; p < pages && written < pageviews; p++, written++) {
      const timed = next() < 0.7;
      events.push({
        kind: 'pageview',
        ...base,
        at: at + p * Math.floor(next() * 120_000),
        id: `bench-pv-${written}`,
        path: p === 0 ? base.landingPage : pick(next, paths, 3),
        source: utm.utm_source ?? (base.referrerHost || 'Direct / None'),
        utm,
        timing: timed ? { ttfb: 50 + next() * 300, dcl: 300 + next() * 900, load: 600 + next() * 2000 } : null,
      } satisfies PageviewEvent);
    }
    if (events.length >= batch) {
      yield events;
      events = [];
    }
  }
  if (events.length > 0) yield events;
}
