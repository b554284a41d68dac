import type { LanguageContent } from '@portfolio/contracts';

/** The sample persona's home page in ar (the texts the web app's dictionaries carried before #19). */
export const seedAr: LanguageContent = {
  hero: {
    greeting: 'مرحبًا، أنا',
    role: 'مطوّرة TypeScript متكاملة',
    tagline: 'أبني تطبيقات ويب سريعة وسهلة الوصول، من الرسم الأول حتى الإطلاق، وأضع من يستخدمها في المقام الأول.',
    location: 'أقيم في ليون، فرنسا · منفتحة على العمل عن بُعد',
    primaryAction: 'تنزيل سيرتي الذاتية',
    secondaryAction: 'العب لعبة',
  },
  presentation: {
    title: 'نبذة عني',
    paragraphs: [
      'منذ اثني عشر عامًا وأنا أحوّل الأفكار إلى منتجات ويب: لوحات متابعة لشبكات الطاقة، ومسارات حجز للمسافرين، وأدوات مصرفية يفتحها آلاف المستشارين كل صباح.',
      'أحب الفرق الصغيرة والشيفرة الواضحة والنتائج القابلة للقياس. أكتب الاختبارات أولًا حين تكون القواعد دقيقة، وأقيس قبل أن أحسّن.',
      'خارج العمل أرافق المطوّرين المبتدئين، وأتحدث عن سهولة الوصول في اللقاءات المحلية، وأصنع ألعابًا صغيرة مثل ألعاب هذا الموقع.',
    ],
  },
  skills: {
    title: 'المهارات',
    intro: 'ما أقدّمه للفريق يومًا بعد يوم.',
    items: [
      {
        icon: 'layout-dashboard',
        title: 'هندسة الواجهات الأمامية',
        description: 'تطبيقات React تبقى سريعة مع نموها: التوجيه وجلب البيانات وإدارة الحالة وأنظمة التصميم.',
      },
      {
        icon: 'server',
        title: 'الواجهات البرمجية والخدمات',
        description: 'خدمات Node.js بعقود واضحة وتحقق عند الحدود وتخزين يصمد أمام الأعطال.',
      },
      {
        icon: 'rocket',
        title: 'التسليم والتشغيل',
        description: 'الحاويات والتكامل المستمر وقابلية المراقبة، حتى يصبح كل إطلاق أمرًا عاديًا.',
      },
      {
        icon: 'accessibility',
        title: 'سهولة الوصول',
        description: 'واجهات تعمل بلوحة المفاتيح وقارئ الشاشة والتكبير حتى 400 بالمئة، وتُفحص مع كل تعديل.',
      },
      {
        icon: 'gauge',
        title: 'أداء الويب',
        description: 'ميزانيات لشيفرة JavaScript والصور، وتحميل عند الحاجة، ومؤشرات Core Web Vitals تحت المراقبة.',
      },
      {
        icon: 'flask-conical',
        title: 'الاختبار',
        description: 'اختبارات وحدات حيث يكمن المنطق، واختبارات شاملة في متصفح حقيقي حيث ينقر الناس.',
      },
    ],
  },
  tools: {
    title: 'الأدوات',
    intro: 'الأدوات التي ألجأ إليها أولًا، وأعرفها جيدًا بما يكفي لتعليمها.',
    groups: [
      {
        name: 'لغات البرمجة',
        tools: ['TypeScript', 'JavaScript', 'SQL', 'Python'],
      },
      {
        name: 'أطر العمل والمكتبات',
        tools: ['React', 'Node.js', 'Koa', 'Vite', 'Tailwind CSS'],
      },
      {
        name: 'قواعد البيانات',
        tools: ['PostgreSQL', 'MongoDB', 'Redis', 'SQLite'],
      },
      {
        name: 'البنية التحتية',
        tools: ['Docker', 'nginx', 'GitHub Actions', 'Linux'],
      },
      {
        name: 'الجودة',
        tools: ['Vitest', 'Playwright', 'ESLint', 'axe'],
      },
    ],
  },
  companies: {
    title: 'الخبرات',
    intro: 'ست شركات وستة منتجات مختلفة تمامًا.',
    items: [
      {
        name: 'Nimbus Analytics',
        role: 'مطوّرة متكاملة أولى',
        start: '2022-03',
        end: null,
        description: 'تقود لوحة التحليلات التي يستخدمها ثلاثمئة عميل، وخفّضت زمن تحميلها إلى النصف.',
      },
      {
        name: 'Atelier Numérique',
        role: 'مطوّرة متكاملة',
        start: '2019-09',
        end: '2022-02',
        description: 'بنت تطبيقات ويب مخصّصة للمتاحف والخدمات العامة، مع تدقيق لسهولة الوصول في كل إصدار.',
      },
      {
        name: 'Voyageo',
        role: 'مطوّرة واجهات أمامية',
        start: '2017-06',
        end: '2019-08',
        description: 'أعادت كتابة مسار الحجز لشركة سفر ناشئة كتطبيق ويب تقدّمي يعمل دون اتصال.',
      },
      {
        name: 'Banque Horizon',
        role: 'مهندسة برمجيات',
        start: '2015-10',
        end: '2017-05',
        description: 'طوّرت أدوات مصرفية داخلية للمستشارين، مع مراجعات أمنية صارمة وسجل تدقيق كامل.',
      },
      {
        name: 'GreenGrid Energy',
        role: 'مطوّرة ويب',
        start: '2014-01',
        end: '2015-09',
        description: 'أنشأت شاشات مراقبة فورية لمزارع الطاقة الشمسية وطاقة الرياح.',
      },
      {
        name: 'Studio Pixelle',
        role: 'مطوّرة مبتدئة',
        start: '2012-09',
        end: '2013-12',
        description: 'تعلّمت المهنة من خلال مواقع ومتاجر إلكترونية لمصممين مستقلين.',
      },
    ],
  },
  documentation: {
    title: 'المستندات',
    intro: 'نزّل هذه المستندات لتعرف المزيد عن طريقة عملي.',
    items: [
      {
        key: 'resume',
        title: 'السيرة الذاتية',
        description: 'صفحتان: الخبرات والمهارات والتعليم واللغات.',
        file: null,
      },
      {
        key: 'architecture',
        title: 'دليل الهندسة المعمارية',
        description: 'المبادئ التي أتبعها لتصميم تطبيقات ويب تدوم.',
        file: null,
      },
      {
        key: 'case-study',
        title: 'دراسة حالة: الحجز دون اتصال أولًا',
        description: 'كيف ظل مسار حجز السفر يعمل في القطارات والمطارات.',
        file: null,
      },
    ],
  },
};
