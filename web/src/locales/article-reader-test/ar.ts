import type { ArticleReaderTestTexts } from './en';

const ar: ArticleReaderTestTexts = {
  testPage: {
    metaTitle: 'صفحة اختبار قارئ المقالات',
    metaDescription: 'محرّكا قارئ المقالات جنبًا إلى جنب، مع أصوات المتصفح والحالة المباشرة.',
    title: 'صفحة اختبار قارئ المقالات',
    intro:
      'تحقّق من أصوات هذا المتصفح ومن محرّكي القارئ: تركيب الكلام والصوت المسجّل لمقال، جنبًا إلى جنب، مع الحالة المشتركة والأحداث فور وصولها.',
    sampleLanguage: 'نص تجريبي',
    browserEngine: 'تركيب الكلام في المتصفح',
    recordedEngine: 'صوت مسجّل',
    recordedSource: 'الصوت المسجّل لأحدث المقالات التي تملك تسجيلًا: شغّل أحدها ثم الآخر.',
    noRecorded: 'لا يوجد مقال بصوت مسجّل حتى الآن.',
    voices: 'أصوات هذا المتصفح',
    noVoices: 'لا شيء',
    state: 'الحالة المشتركة',
    status: 'الوضع',
    engine: 'المحرّك',
    segment: 'المقطع',
    range: 'النطاق',
    word: 'الكلمة',
    events: 'الأحداث',
    clearEvents: 'مسح الأحداث',
  },
};

export default ar;
