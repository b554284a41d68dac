import { personName, type SiteTexts } from '../site-person.ts';

export const siteTextsJa: SiteTexts = {
  role: 'TypeScript のフルスタック開発者',
  tagline:
    '最初のスケッチから本番運用まで、速くて誰にでも使いやすい Web アプリケーションを、使う人のことを第一に考えて作っています。',
  home: {
    heading: personName,
    title: 'Camille Laurent · フルスタック開発者',
    description:
      'TypeScript のフルスタック開発者 Camille Laurent のポートフォリオ。スキル、ツール、経歴、資料、ブラウザで遊べる小さなゲーム。',
  },
  blog: {
    heading: 'ブログ',
    title: 'ブログ · Camille Laurent',
    description:
      'Camille Laurent による Web 開発、React、CSS、アーキテクチャ、機械学習、プライバシーについての記事。複数の言語で読めます。',
  },
  games: {
    heading: 'ゲーム',
    title: 'ゲーム · Camille Laurent',
    description: 'ひと休みにどうぞ。スネーク、2048、神経衰弱の三つのゲームを、キーボードでもタッチでも遊べます。',
  },
  notFound: {
    heading: 'ページが見つかりません',
    title: 'ページが見つかりません · Camille Laurent',
    description: 'このページは存在しないか、移動しました。',
  },
};
