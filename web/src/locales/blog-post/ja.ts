import type { BlogPostTexts } from './en';

const ja: BlogPostTexts = {
  meta: {
    articleTitle: '記事 · Camille Laurent',
    articleDescription: 'Camille Laurent のブログの記事です。',
  },
  blogPost: {
    listen: 'この記事を聴く',
    listenPlay: '再生',
    loading: '記事を読み込んでいます…',
    errorTitle: '記事を読み込めませんでした',
    errorText: '接続を確認して、もう一度お試しください。',
    retry: '再試行',
    backToBlog: 'すべての記事',
    published: '公開日：{{date}}',
    updated: '更新日：{{date}}',
    readingTime: '約{{minutes}}分で読めます',
    views: '閲覧数：{{number}}',
    tags: 'タグ',
    keywords: 'キーワード',
    toc: {
      title: '目次',
      show: '目次を表示',
    },
    languages: {
      title: 'ほかの言語でも読めます',
      current: '{{language}}版を読んでいます。',
    },
    neighbours: {
      title: 'ブログのほかの記事',
      previous: '前の記事',
      next: '次の記事',
    },
    related: '関連記事',
    share: {
      title: 'この記事を共有',
      open: '共有',
      twitter: 'X（Twitter）で共有',
      linkedin: 'LinkedIn で共有',
      facebook: 'Facebook で共有',
      reddit: 'Reddit で共有',
      whatsapp: 'WhatsApp で送る',
      telegram: 'Telegram で送る',
      email: 'メールで送る',
      hackerNews: 'Hacker News に投稿',
      pocket: 'Pocket に保存',
      native: 'ほかの方法で共有…',
      copy: 'リンクをコピー',
    },
    toasts: {
      unavailable: '共有できません',
      unavailableText: 'この記事には共有できるアドレスがまだありません。',
      failed: '共有に失敗しました',
      failedText: '共有ウィンドウを開けませんでした。このサイトのポップアップを許可して、もう一度お試しください。',
      copied: 'リンクをコピーしました',
      copyFailed: 'コピーに失敗しました',
      copyFailedText: 'このブラウザーはページによるクリップボードへの書き込みを許可しませんでした。',
    },
  },
};

export default ja;
