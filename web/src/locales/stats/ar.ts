import type { StatsTexts } from './en';

const ar: StatsTexts = {
  stats: {
    title: 'إحصاءات الموقع',
    intro: 'أرقام مجمّعة ومجهولة الهوية لهذا الموقع، تُحدَّث كل ثلاثين ثانية.',
    totalPageviews: 'مشاهدات الصفحات',
    totalSessions: 'الزيارات',
    averageLoad: 'متوسط زمن التحميل',
    milliseconds: '{{value}} ملّي ثانية',
    topPages: 'الصفحات الأكثر مشاهدة',
    otherPages: 'صفحات أخرى',
    topBrowsers: 'المتصفحات',
    topCountries: 'البلدان',
    empty: 'لا توجد بيانات بعد',
  },
};

export default ar;
