import type { BlogPostTexts } from './en';

const ar: BlogPostTexts = {
  meta: {
    articleTitle: 'مقال · Camille Laurent',
    articleDescription: 'مقال من مدونة Camille Laurent.',
  },
  blogPost: {
    listen: 'استمع إلى هذا المقال',
    listenPlay: 'تشغيل',
    loading: 'جارٍ تحميل المقال…',
    errorTitle: 'تعذّر تحميل المقال',
    errorText: 'تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
    backToBlog: 'كل المقالات',
    published: 'نُشر في {{date}}',
    updated: 'حُدّث في {{date}}',
    readingTime: 'قراءة في {{minutes}} دقيقة',
    views: 'المشاهدات: {{number}}',
    tags: 'الوسوم',
    keywords: 'الكلمات المفتاحية',
    toc: {
      title: 'جدول المحتويات',
      show: 'إظهار جدول المحتويات',
    },
    languages: {
      title: 'متوفر أيضًا بلغات أخرى',
      current: 'أنت تقرأ النسخة {{language}}.',
    },
    neighbours: {
      title: 'المزيد من المدونة',
      previous: 'المقال السابق',
      next: 'المقال التالي',
    },
    related: 'مقالات ذات صلة',
    share: {
      title: 'شارك هذا المقال',
      open: 'مشاركة',
      twitter: 'المشاركة على X (تويتر)',
      linkedin: 'المشاركة على LinkedIn',
      facebook: 'المشاركة على Facebook',
      reddit: 'المشاركة على Reddit',
      whatsapp: 'الإرسال عبر WhatsApp',
      telegram: 'الإرسال عبر Telegram',
      email: 'الإرسال بالبريد الإلكتروني',
      hackerNews: 'النشر على Hacker News',
      pocket: 'الحفظ في Pocket',
      native: 'طرق أخرى للمشاركة…',
      copy: 'نسخ الرابط',
    },
    toasts: {
      unavailable: 'المشاركة غير متاحة',
      unavailableText: 'ليس لهذا المقال عنوان للمشاركة بعد.',
      failed: 'فشلت المشاركة',
      failedText: 'تعذّر فتح نافذة المشاركة. اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مرة أخرى.',
      copied: 'تم نسخ الرابط',
      copyFailed: 'فشل النسخ',
      copyFailedText: 'لم يسمح هذا المتصفح للصفحة بالكتابة في الحافظة.',
    },
  },
};

export default ar;
