import type { StatsTexts } from './en';

const ja: StatsTexts = {
  stats: {
    title: 'サイトの統計',
    intro: 'このサイトの匿名の集計値です。三十秒ごとに更新されます。',
    totalPageviews: 'ページビュー',
    totalSessions: '訪問数',
    averageLoad: '平均読み込み時間',
    milliseconds: '{{value}} ミリ秒',
    topPages: 'よく見られているページ',
    otherPages: 'その他のページ',
    topBrowsers: 'ブラウザ',
    topCountries: '国',
    empty: 'まだデータがありません',
  },
};

export default ja;
