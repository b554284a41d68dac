import type { AdminDictionary } from './en';

const ja: AdminDictionary = {
  meta: {
    loginTitle: '管理者ログイン · Camille Laurent',
    dashboardTitle: 'ダッシュボード · 管理',
    description: '非公開の管理エリアです。',
  },
  session: {
    checking: 'セッションを確認しています…',
  },
  login: {
    title: '管理者ログイン',
    subtitle: '管理ダッシュボードにアクセスするにはサインインしてください。',
    email: 'メールアドレス',
    password: 'パスワード',
    showPassword: 'パスワードを表示',
    hidePassword: 'パスワードを隠す',
    submit: 'サインイン',
    submitting: 'サインインしています…',
    throttledTitle: '試行回数が多すぎます',
    throttledUntil: '現在サインインはブロックされています。{{when}}にもう一度お試しください。',
    throttled: '現在サインインはブロックされています。しばらくしてからもう一度お試しください。',
  },
  layout: {
    area: '管理',
    navigation: '管理ナビゲーション',
    dashboard: 'ダッシュボード',
    analytics: 'アクセス解析',
    logs: 'ログ',
    blog: 'ブログ',
    images: '画像',
    signedInAs: 'サインイン中のアカウント',
    signOut: 'サインアウト',
  },
  screenError: {
    title: 'この画面は動作しなくなりました',
    message: '管理画面のほかの部分は使えます。メニューから別の画面を選ぶか、この画面を再読み込みしてください。',
    reload: '再読み込み',
  },
  common: {
    loading: '読み込み中…',
    loadFailed: '読み込めませんでした。',
    retry: '再試行',
    notMeasured: '未計測',
    seconds: '{{value}} 秒',
    milliseconds: '{{value}} ミリ秒',
    versusPrevious: '前の期間との比較',
    noPrevious: '比較するデータがありません',
    more: '{{count}} 件以上',
  },
  dashboard: {
    title: 'ダッシュボード',
    intro: 'サイトの状況をひと目で：今日、過去 7 日間、そして起きている問題。',
    pageviewsToday: '今日のページビュー',
    sessionsToday: '今日の訪問',
    pageviewsWeek: 'ページビュー（過去 7 日間）',
    sessionsWeek: '訪問（過去 7 日間）',
    versusYesterday: '昨日との比較',
    versusLastWeek: 'その前の 7 日間との比較',
    activeNow: '現在アクティブな訪問者',
    openIssues: '未解決のエラー（過去 24 時間）',
    trend: '過去 14 日間',
    openAnalytics: 'アクセス解析を開く',
    openLogs: 'ログを開く',
  },
};

export default ja;
