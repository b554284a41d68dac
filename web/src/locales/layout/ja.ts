import type { LayoutTexts } from './en';

const ja: LayoutTexts = {
  a11y: {
    skipToContent: '本文へ移動',
    scrollToTop: 'ページの先頭へ戻る',
    openMenu: 'メニューを開く',
    closeMenu: 'メニューを閉じる',
    mainNavigation: 'メインナビゲーション',
    notifications: '通知',
    closeNotification: '通知を閉じる',
  },
  menu: {
    title: 'メニュー',
    home: 'ホーム',
    presentation: '自己紹介',
    skills: 'スキル',
    companies: '経歴',
    documentation: '資料',
    stats: '統計',
    games: 'ゲーム',
    blog: 'ブログ',
  },
  themeToggle: {
    label: 'テーマ',
    light: 'ライト',
    dark: 'ダーク',
    system: 'システム設定',
  },
  language: {
    label: '言語',
  },
  footer: {
    rights: '© {{year}} Camille Laurent. 無断転載を禁じます。',
    builtWith: 'React と TypeScript で、アクセシビリティとパフォーマンスに配慮して作られています。',
  },
  errors: {
    back: '前のページへ',
    home: 'ホームページ',
  },
};

export default ja;
