import type { LayoutTexts } from './en';

const ar: LayoutTexts = {
  a11y: {
    skipToContent: 'الانتقال إلى المحتوى',
    scrollToTop: 'العودة إلى الأعلى',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    mainNavigation: 'التنقل الرئيسي',
    notifications: 'الإشعارات',
    closeNotification: 'إغلاق الإشعار',
  },
  menu: {
    title: 'القائمة',
    home: 'الرئيسية',
    presentation: 'نبذة عني',
    skills: 'المهارات',
    companies: 'الخبرات',
    documentation: 'المستندات',
    stats: 'الإحصاءات',
    games: 'الألعاب',
    blog: 'المدونة',
  },
  themeToggle: {
    label: 'المظهر',
    light: 'فاتح',
    dark: 'داكن',
    system: 'حسب النظام',
  },
  language: {
    label: 'اللغة',
  },
  footer: {
    rights: '© {{year}} Camille Laurent. جميع الحقوق محفوظة.',
    builtWith: 'صُمّم باستخدام React وTypeScript مع عناية بسهولة الوصول والأداء.',
  },
  errors: {
    back: 'الصفحة السابقة',
    home: 'الصفحة الرئيسية',
  },
};

export default ar;
