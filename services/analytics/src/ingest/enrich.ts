import { randomUUIDv7 } from 'node:crypto';
import type { AnalyticsSessionStart, BrowserInfo, Pageview } from '@portfolio/contracts';
import { directSource, type PageviewEvent, type SessionEvent } from '../events.ts';
import { countryOf } from './geo.ts';
import { keepParams, splitPath } from './query-params.ts';
import { referrerOf } from './referrer.ts';
import { visitorHash, type SaltKeeper } from './salts.ts';
import { clientKind } from './user-agent.ts';

/** What the request itself tells about an event. Used here, then forgotten: none of it is stored as is. */
export interface Arrival {
  at: number;
  address: string;
  userAgent: string;
  /** Our own host, to recognise self-referrals. */
  siteHost: string;
}

const languageTag = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;

/**
 * The parts common to both events. Of the browser info only the browser name (when the User-Agent names none)
 * and the language are used; screen sizes, memory, cores, connection and battery are fingerprint material and
 * go no further than the validation.
 */
function visitorFields(
  arrival: Arrival,
  salts: SaltKeeper,
  info: BrowserInfo,
  sessionId: string,
  landingPath: string,
  rawReferrer: string,
) {
  const { current, prior } = salts.saltsFor(arrival.at);
  const kind = clientKind(arrival.userAgent);
  const referrer = referrerOf(rawReferrer, arrival.siteHost);
  return {
    at: arrival.at,
    sessionId,
    visitor: visitorHash(current, arrival.address, arrival.userAgent),
    priorVisitor: prior ? visitorHash(prior, arrival.address, arrival.userAgent) : null,
    browser: kind.browser === 'Unknown' ? info.browser : kind.browser,
    os: kind.os,
    device: kind.device,
    country: countryOf(arrival.address),
    language: languageTag.test(info.language) ? info.language : 'Unknown',
    landingPage: landingPath,
    referrer: referrer.url,
    referrerHost: referrer.host,
  };
}

export function sessionEventOf(body: AnalyticsSessionStart, arrival: Arrival, salts: SaltKeeper): SessionEvent {
  const landing = splitPath(body.landingPage);
  return {
    kind: 'session',
    ...visitorFields(arrival, salts, body.browserInfo, body.sessionId, landing.path, body.referrer),
  };
}

/**
 * A page view without a client id gets one of its own here, so that its replays stay idempotent. Time-ordered
 * (UUIDv7): each new id lands at the end of the page views' id index, where a random one would dirty a page
 * anywhere in it, which costs the writer a page per event once the index outgrows a transaction.
 */
export function pageviewEventOf(body: Pageview, arrival: Arrival, salts: SaltKeeper): PageviewEvent {
  const page = splitPath(body.path);
  const landing = splitPath(body.landingPage);
  const fields = visitorFields(arrival, salts, body.browserInfo, body.sessionId, landing.path, body.referrer);
  const utm = keepParams(Object.entries(body.utm), page.params, landing.params);
  const timing = body.performance && {
    ttfb: body.performance.timeToFirstByte,
    dcl: body.performance.domContentLoaded,
    load: body.performance.loadEvent,
  };
  return {
    kind: 'pageview',
    ...fields,
    id: body.pageviewId ?? randomUUIDv7(),
    path: page.path,
    source: utm.utm_source ?? utm.ref ?? utm.source ?? (fields.referrerHost || directSource),
    utm,
    timing,
  };
}
