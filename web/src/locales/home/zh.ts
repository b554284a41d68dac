import { siteTextsZh } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const zh: HomeTexts = {
  meta: {
    homeTitle: siteTextsZh.home.title,
    homeDescription: siteTextsZh.home.description,
  },
  companies: {
    present: '至今',
  },
  documentation: {
    download: '下载',
    details: 'PDF · {{size}} · {{language}}',
  },
  content: {
    failed: '无法加载此页面的内容。',
    retry: '重试',
  },
};

export default zh;
