import type { NotFoundTexts } from './en';

const ar: NotFoundTexts = {
  meta: {
    notFoundTitle: 'الصفحة غير موجودة · Camille Laurent',
    notFoundDescription: 'هذه الصفحة غير موجودة أو نُقلت.',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    message: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
};

export default ar;
