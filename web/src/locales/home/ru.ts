import { siteTextsRu } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const ru: HomeTexts = {
  meta: {
    homeTitle: siteTextsRu.home.title,
    homeDescription: siteTextsRu.home.description,
  },
  companies: {
    present: 'по настоящее время',
  },
  documentation: {
    download: 'Скачать',
    details: 'PDF · {{size}} · {{language}}',
  },
  content: {
    failed: 'Не удалось загрузить содержимое этой страницы.',
    retry: 'Повторить',
  },
};

export default ru;
