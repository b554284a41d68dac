import type { StatsTexts } from './en';

const zh: StatsTexts = {
  stats: {
    title: '网站统计',
    intro: '本站的匿名汇总数据，每三十秒刷新一次。',
    totalPageviews: '页面浏览量',
    totalSessions: '访问次数',
    averageLoad: '平均加载时间',
    milliseconds: '{{value}} 毫秒',
    topPages: '最常浏览的页面',
    otherPages: '其他页面',
    topBrowsers: '浏览器',
    topCountries: '国家和地区',
    empty: '暂无数据',
  },
};

export default zh;
