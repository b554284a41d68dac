import { siteTextsAr } from '@portfolio/contracts';
import type { NotFoundTexts } from './en';

const ar: NotFoundTexts = {
  meta: {
    notFoundTitle: siteTextsAr.notFound.title,
    notFoundDescription: siteTextsAr.notFound.description,
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    message: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
};

export default ar;
