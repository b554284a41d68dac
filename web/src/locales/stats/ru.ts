import type { StatsTexts } from './en';

const ru: StatsTexts = {
  stats: {
    title: 'Статистика сайта',
    intro: 'Сводные анонимные данные этого сайта, обновляются каждые тридцать секунд.',
    totalPageviews: 'Просмотры страниц',
    totalSessions: 'Посещения',
    averageLoad: 'Среднее время загрузки',
    milliseconds: '{{value}} мс',
    topPages: 'Самые просматриваемые страницы',
    otherPages: 'Другие страницы',
    topBrowsers: 'Браузеры',
    topCountries: 'Страны',
    empty: 'Данных пока нет',
  },
};

export default ru;
