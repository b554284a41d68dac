import type { StatsTexts } from './en';

const fr: StatsTexts = {
  stats: {
    title: 'Statistiques du site',
    intro: 'Des chiffres agrégés et anonymes sur ce site, actualisés toutes les trente secondes.',
    totalPageviews: 'Pages vues',
    totalSessions: 'Visites',
    averageLoad: 'Temps de chargement moyen',
    milliseconds: '{{value}} ms',
    topPages: 'Pages les plus vues',
    otherPages: 'Autres pages',
    topBrowsers: 'Navigateurs',
    topCountries: 'Pays',
    empty: 'Pas encore de données',
  },
};

export default fr;
