import { siteTextsJa, tagLabelsJa } from '@portfolio/contracts';
import type { BlogTexts } from './en';

const ja: BlogTexts = {
  meta: {
    blogTitle: siteTextsJa.blog.title,
    blogDescription: siteTextsJa.blog.description,
  },
  blog: {
    title: 'ブログ',
    intro: '速くてアクセシブルなウェブアプリを作るなかで得たメモと、プロジェクトから学んだこと。',
    searchLabel: '記事を検索',
    searchPlaceholder: 'どの言語でも検索できます…',
    clearSearch: '検索をクリア',
    tagsLabel: 'タグで絞り込む',
    languageLabel: '記事の言語',
    allLanguages: 'すべての言語',
    results: '見つかった記事：{{count}} 件',
    loading: '記事を読み込んでいます…',
    emptyTitle: '該当する記事はありません',
    emptyText: '別のキーワード、別のタグ、またはすべての言語でお試しください。',
    resetFilters: '絞り込みをリセット',
    errorTitle: '記事を読み込めませんでした',
    errorText: '接続を確認して、もう一度お試しください。',
    retry: '再試行',
    pagination: '記事のページ',
    previous: '前へ',
    next: '次へ',
    page: '{{page}} ページ',
  },
  card: {
    readingTime: '{{minutes}} 分で読めます',
    views: '閲覧数',
    tags: 'タグ',
    language: '記事の言語',
  },
  latest: {
    title: '最新の記事',
    intro: '最近書いたこと。',
    all: 'すべての記事',
    empty: 'まだ公開された記事はありません。',
    error: '最新の記事を読み込めませんでした。',
  },
  tags: tagLabelsJa,
};

export default ja;
