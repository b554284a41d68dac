import { accepted, analyticsSessionStart, pageview, statsQuery, statsResponse } from '../analytics.ts';
import { endpoint } from '../endpoint.ts';

const service = 'analytics';
/**
 * Beacons (`navigator.sendBeacon` with a string) arrive as text/plain; both carry the same JSON. Safe to send again:
 * a session is recorded once per `sessionId`, a page view once per `pageviewId` (which the web app always sends; a
 * page view posted without one may count twice when the gateway sends it again after a crash).
 */
const ingestion = {
  service,
  method: 'POST',
  access: 'public',
  contentTypes: ['application/json', 'text/plain'],
  response: accepted,
  status: 202,
  rateLimit: 'ingest',
  sameSiteOnly: false,
  retrySafe: true,
} as const;

export const analyticsEndpoints = {
  sessionStart: endpoint({
    ...ingestion,
    path: '/api/analytics/session',
    summary: "Records a visit's start (browser, screen, language, referrer, campaign); bots are answered and dropped.",
    body: analyticsSessionStart,
  }),
  pageview: endpoint({
    ...ingestion,
    path: '/api/analytics/pageview',
    summary: 'Records a page view, or its timings once measured.',
    body: pageview,
  }),
  stats: endpoint({
    service,
    method: 'GET',
    path: '/api/analytics/stats',
    access: 'identify',
    summary: 'Aggregated statistics for a date range; visitor-level lists for the administrator only.',
    query: statsQuery,
    response: statsResponse,
  }),
};
