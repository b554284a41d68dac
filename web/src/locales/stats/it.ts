import type { StatsTexts } from './en';

const it: StatsTexts = {
  stats: {
    title: 'Statistiche del sito',
    intro: 'Dati aggregati e anonimi di questo sito, aggiornati ogni trenta secondi.',
    totalPageviews: 'Pagine viste',
    totalSessions: 'Visite',
    averageLoad: 'Tempo medio di caricamento',
    milliseconds: '{{value}} ms',
    topPages: 'Pagine più viste',
    otherPages: 'Altre pagine',
    topBrowsers: 'Browser',
    topCountries: 'Paesi',
    empty: 'Ancora nessun dato',
  },
};

export default it;
