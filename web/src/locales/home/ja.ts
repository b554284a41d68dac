import { siteTextsJa } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const ja: HomeTexts = {
  meta: {
    homeTitle: siteTextsJa.home.title,
    homeDescription: siteTextsJa.home.description,
  },
  companies: {
    present: '現在',
  },
  documentation: {
    download: 'ダウンロード',
    details: 'PDF · {{size}} · {{language}}',
  },
  content: {
    failed: 'このページの内容を読み込めませんでした。',
    retry: '再試行',
  },
};

export default ja;
