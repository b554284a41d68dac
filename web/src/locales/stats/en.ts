/**
 * English texts of the public statistics section of the home page (the analytics feature). The reference for the
 * nine other languages: its shape is `StatsTexts`, so every other language must have exactly these keys.
 */
const en = {
  stats: {
    title: 'Site statistics',
    intro: 'Aggregated, anonymous figures from this site, refreshed every thirty seconds.',
    totalPageviews: 'Page views',
    totalSessions: 'Visits',
    averageLoad: 'Average load time',
    milliseconds: '{{value}} ms',
    topPages: 'Most viewed pages',
    otherPages: 'Other pages',
    topBrowsers: 'Browsers',
    topCountries: 'Countries',
    empty: 'No data yet',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type StatsTexts = Widen<typeof en>;

export default en satisfies StatsTexts;
