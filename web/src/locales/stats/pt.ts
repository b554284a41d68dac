import type { StatsTexts } from './en';

const pt: StatsTexts = {
  stats: {
    title: 'Estatísticas do site',
    intro: 'Números agregados e anônimos deste site, atualizados a cada trinta segundos.',
    totalPageviews: 'Páginas vistas',
    totalSessions: 'Visitas',
    averageLoad: 'Tempo médio de carregamento',
    milliseconds: '{{value}} ms',
    topPages: 'Páginas mais vistas',
    otherPages: 'Outras páginas',
    topBrowsers: 'Navegadores',
    topCountries: 'Países',
    empty: 'Ainda não há dados',
  },
};

export default pt;
