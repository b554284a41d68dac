import type { StatsTexts } from './en';

const es: StatsTexts = {
  stats: {
    title: 'Estadísticas del sitio',
    intro: 'Cifras agregadas y anónimas de este sitio, actualizadas cada treinta segundos.',
    totalPageviews: 'Páginas vistas',
    totalSessions: 'Visitas',
    averageLoad: 'Tiempo medio de carga',
    milliseconds: '{{value}} ms',
    topPages: 'Páginas más vistas',
    otherPages: 'Otras páginas',
    topBrowsers: 'Navegadores',
    topCountries: 'Países',
    empty: 'Aún no hay datos',
  },
};

export default es;
