import { siteTextsAr } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const ar: HomeTexts = {
  meta: {
    homeTitle: siteTextsAr.home.title,
    homeDescription: siteTextsAr.home.description,
  },
  companies: {
    present: 'حتى اليوم',
  },
  documentation: {
    download: 'تنزيل',
    details: 'PDF · {{size}} · {{language}}',
  },
  content: {
    failed: 'تعذّر تحميل محتوى هذه الصفحة.',
    retry: 'إعادة المحاولة',
  },
};

export default ar;
