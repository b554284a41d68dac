import type { AdminDictionary } from './en';

const ar: AdminDictionary = {
  meta: {
    loginTitle: 'دخول المسؤول · Camille Laurent',
    dashboardTitle: 'لوحة التحكم · الإدارة',
    description: 'منطقة إدارة خاصة.',
  },
  session: {
    checking: 'جارٍ التحقق من جلستك…',
  },
  login: {
    title: 'دخول المسؤول',
    subtitle: 'سجّل الدخول للوصول إلى لوحة تحكم الإدارة.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    submit: 'تسجيل الدخول',
    submitting: 'جارٍ تسجيل الدخول…',
    throttledTitle: 'محاولات كثيرة جدًا',
    throttledUntil: 'تسجيل الدخول محظور حاليًا. حاول مرة أخرى {{when}}.',
    throttled: 'تسجيل الدخول محظور حاليًا. حاول مرة أخرى لاحقًا.',
  },
  layout: {
    area: 'الإدارة',
    navigation: 'تنقل الإدارة',
    dashboard: 'لوحة التحكم',
    analytics: 'الإحصاءات',
    logs: 'السجلات',
    blog: 'المدونة',
    images: 'الصور',
    signedInAs: 'مسجّل الدخول باسم',
    signOut: 'تسجيل الخروج',
  },
  screenError: {
    title: 'توقفت هذه الشاشة عن العمل',
    message: 'بقية منطقة الإدارة ما زالت تعمل: اختر شاشة أخرى من القائمة، أو أعد تحميل هذه الشاشة.',
    reload: 'إعادة التحميل',
  },
  common: {
    loading: 'جارٍ التحميل…',
    loadFailed: 'تعذّر تحميل هذه البيانات.',
    retry: 'إعادة المحاولة',
    notMeasured: 'غير مقيس',
    seconds: '{{value}} ث',
    milliseconds: '{{value}} مللي ثانية',
    versusPrevious: 'مقارنة بالفترة السابقة',
    noPrevious: 'لا شيء للمقارنة',
    more: 'أكثر من {{count}}',
  },
  dashboard: {
    title: 'لوحة التحكم',
    intro: 'موقعك في لمحة: اليوم، والأيام السبعة الأخيرة، وما يتعطل.',
    pageviewsToday: 'مشاهدات الصفحات اليوم',
    sessionsToday: 'الزيارات اليوم',
    pageviewsWeek: 'مشاهدات الصفحات، آخر 7 أيام',
    sessionsWeek: 'الزيارات، آخر 7 أيام',
    versusYesterday: 'مقارنة بالأمس',
    versusLastWeek: 'مقارنة بالأيام السبعة السابقة',
    activeNow: 'الزوار النشطون الآن',
    openIssues: 'الأخطاء المفتوحة، آخر 24 ساعة',
    trend: 'آخر 14 يومًا',
    openAnalytics: 'فتح الإحصاءات',
    openLogs: 'فتح السجلات',
  },
};

export default ar;
