import { siteTextsAr, tagLabelsAr } from '@portfolio/contracts';
import type { BlogTexts } from './en';

const ar: BlogTexts = {
  meta: {
    blogTitle: siteTextsAr.blog.title,
    blogDescription: siteTextsAr.blog.description,
  },
  blog: {
    title: 'المدونة',
    intro: 'ملاحظات من بناء تطبيقات ويب سريعة وسهلة الوصول، وما تعلّمته من المشاريع.',
    searchLabel: 'البحث في المقالات',
    searchPlaceholder: 'ابحث بأي لغة…',
    clearSearch: 'مسح البحث',
    tagsLabel: 'التصفية حسب الوسم',
    languageLabel: 'لغة المقال',
    allLanguages: 'كل اللغات',
    results: 'المقالات التي وُجدت: {{count}}',
    loading: 'جارٍ تحميل المقالات…',
    emptyTitle: 'لا يوجد مقال مطابق',
    emptyText: 'جرّب كلمات أخرى أو وسمًا آخر أو كل اللغات.',
    resetFilters: 'إعادة ضبط عوامل التصفية',
    errorTitle: 'تعذّر تحميل المقالات',
    errorText: 'تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
    pagination: 'صفحات المقالات',
    previous: 'السابق',
    next: 'التالي',
    page: 'الصفحة {{page}}',
  },
  card: {
    readingTime: 'مدة القراءة: {{minutes}} د',
    views: 'المشاهدات',
    tags: 'الوسوم',
    language: 'مكتوب بـ',
  },
  latest: {
    title: 'أحدث المقالات',
    intro: 'ما كتبت عنه مؤخرًا.',
    all: 'كل المقالات',
    empty: 'لم يُنشر أي مقال بعد.',
    error: 'تعذّر تحميل أحدث المقالات.',
  },
  tags: tagLabelsAr,
};

export default ar;
