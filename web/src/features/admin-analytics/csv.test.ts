import { statsResponse, type StatsResponse } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import { statsCsvRows } from './csv';

const named = (name: string, count: number) => ({ name, count });

function stats(overrides: Partial<StatsResponse> = {}): StatsResponse {
  return statsResponse.parse({
    scope: 'full',
    range: { from: '2026-11-20', to: '2026-11-21', timeZone: 'UTC' },
    generatedAt: '2026-11-21T10:00:00.000Z',
    totalPageviews: 5,
    dailyPageviews: [
      { date: '2026-11-20', count: 2 },
      { date: '2026-11-21', count: 3 },
    ],
    topPages: [{ path: '/games', count: 4 }],
    byPlatform: [named('Linux', 2)],
    byBrowser: [named('Firefox', 2)],
    byCountry: [named('FR', 2)],
    byDevice: [named('desktop', 2)],
    byLanguage: [named('fr-FR', 2)],
    totalSessions: 2,
    dailySessions: [
      { date: '2026-11-20', count: 1 },
      { date: '2026-11-21', count: 1 },
    ],
    uniqueVisitors: 2,
    dailyVisitors: [],
    returningVisitors: 0,
    bounceRate: 50,
    avgVisitDurationSeconds: 42.5,
    sources: [named('Direct / None', 2)],
    utm: { source: [named('mastodon', 1)], medium: [], campaign: [], term: [], content: [] },
    entryPages: [{ path: '/', count: 2 }],
    exitPages: [{ path: '/games', count: 2 }],
    performanceAverages: { avgLoadEvent: 812, avgTimeToFirstByte: null, avgDomContentLoaded: 300 },
    activeSessions: [],
    recentVisitors: [],
    recentPageviews: [],
    topReferrers: [named('https://duckduckgo.com/', 1)],
    ...overrides,
  });
}

describe('CSV export', () => {
  it('holds the figures of both periods, the daily series and every breakdown of the view', () => {
    const csv = toCsv(statsCsvRows(stats(), stats({ totalPageviews: 1 })));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"section","name","value"');
    for (const line of [
      '"summary","from","2026-11-20"',
      '"summary","totalPageviews",5',
      '"summary","bounceRate",50',
      '"summary","avgVisitDurationSeconds",42.5',
      '"summary","avgTimeToFirstByte",',
      '"previousPeriod","totalPageviews",1',
      '"dailyPageviews","2026-11-21",3',
      '"dailySessions","2026-11-20",1',
      '"topPages","/games",4',
      '"entryPages","/",2',
      '"exitPages","/games",2',
      '"topReferrers","https://duckduckgo.com/",1',
      '"sources","Direct / None",2',
      '"utm.source","mastodon",1',
      '"byBrowser","Firefox",2',
      '"byPlatform","Linux",2',
      '"byDevice","desktop",2',
      '"byCountry","FR",2',
      '"byLanguage","fr-FR",2',
    ]) {
      expect(lines).toContain(line);
    }
  });

  it('has no previous-period rows without a previous period', () => {
    expect(statsCsvRows(stats()).some(([section]) => section === 'previousPeriod')).toBe(false);
  });
});
