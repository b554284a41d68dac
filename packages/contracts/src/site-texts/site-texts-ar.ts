import { personName, type SiteTexts } from '../site-person.ts';

export const siteTextsAr: SiteTexts = {
  role: 'مطوّرة TypeScript متكاملة',
  tagline: 'أبني تطبيقات ويب سريعة وسهلة الوصول، من الرسم الأول حتى الإطلاق، وأضع من يستخدمها في المقام الأول.',
  home: {
    heading: personName,
    title: 'Camille Laurent · مطوّرة متكاملة',
    description:
      'ملف أعمال Camille Laurent، مطوّرة TypeScript متكاملة: المهارات والأدوات والخبرات والمستندات وألعاب صغيرة في المتصفح.',
  },
  blog: {
    heading: 'المدونة',
    title: 'المدونة · Camille Laurent',
    description:
      'مقالات Camille Laurent عن تطوير الويب وReact وCSS والهندسة البرمجية وتعلّم الآلة والخصوصية، بعدة لغات.',
  },
  games: {
    heading: 'الألعاب',
    title: 'الألعاب · Camille Laurent',
    description: 'ثلاث ألعاب صغيرة لأخذ استراحة: الثعبان و2048 والذاكرة، تُلعب بلوحة المفاتيح وباللمس.',
  },
  notFound: {
    heading: 'الصفحة غير موجودة',
    title: 'الصفحة غير موجودة · Camille Laurent',
    description: 'هذه الصفحة غير موجودة أو نُقلت.',
  },
};
