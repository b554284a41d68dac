import type { StatsTexts } from './en';

const de: StatsTexts = {
  stats: {
    title: 'Website-Statistiken',
    intro: 'Zusammengefasste, anonyme Zahlen dieser Website, alle dreißig Sekunden aktualisiert.',
    totalPageviews: 'Seitenaufrufe',
    totalSessions: 'Besuche',
    averageLoad: 'Durchschnittliche Ladezeit',
    milliseconds: '{{value}} ms',
    topPages: 'Meistbesuchte Seiten',
    otherPages: 'Andere Seiten',
    topBrowsers: 'Browser',
    topCountries: 'Länder',
    empty: 'Noch keine Daten',
  },
};

export default de;
