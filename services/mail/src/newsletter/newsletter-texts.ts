import type { LanguageCode } from '@portfolio/contracts';

/**
 * The weekly newsletter's own words in each language. Counts are written as "label: n", which reads right in every
 * language without plural forms (Russian's and Arabic's have several).
 */
export interface NewsletterTexts {
  /** The subject, with the issue's number. */
  subject: (issueNumber: number) => string;
  heading: string;
  /** The preheader: how many articles the issue holds. */
  articleCount: (count: number) => string;
  /** The first line, with the subscriber's first name when they gave one. */
  greeting: (firstName: string) => string;
  /** Why this mail came (the footer). */
  why: (site: string) => string;
  /** Marks a test mail's subject. */
  testMark: string;
}

export const newsletterTexts: Record<LanguageCode, NewsletterTexts> = {
  en: {
    subject: (n) => `Weekly newsletter #${n}`,
    heading: 'This week on the blog',
    articleCount: (n) => `New articles: ${n}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    why: (site) => `You are receiving this email because you subscribed to the newsletter on ${site}.`,
    testMark: '[Test]',
  },
  fr: {
    subject: (n) => `Lettre hebdomadaire n° ${n}`,
    heading: 'Cette semaine sur le blog',
    articleCount: (n) => `Nouveaux articles : ${n}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    why: (site) => `Vous recevez cet e-mail parce que vous vous êtes abonné(e) à la lettre d’information sur ${site}.`,
    testMark: '[Test]',
  },
  es: {
    subject: (n) => `Boletín semanal n.º ${n}`,
    heading: 'Esta semana en el blog',
    articleCount: (n) => `Artículos nuevos: ${n}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    why: (site) => `Recibes este correo porque te suscribiste al boletín en ${site}.`,
    testMark: '[Prueba]',
  },
  de: {
    subject: (n) => `Wöchentlicher Newsletter Nr. ${n}`,
    heading: 'Diese Woche im Blog',
    articleCount: (n) => `Neue Artikel: ${n}`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    why: (site) => `Sie erhalten diese E-Mail, weil Sie den Newsletter auf ${site} abonniert haben.`,
    testMark: '[Test]',
  },
  it: {
    subject: (n) => `Newsletter settimanale n. ${n}`,
    heading: 'Questa settimana sul blog',
    articleCount: (n) => `Nuovi articoli: ${n}`,
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    why: (site) => `Ricevi questa email perché ti sei iscritto alla newsletter su ${site}.`,
    testMark: '[Prova]',
  },
  pt: {
    subject: (n) => `Newsletter semanal n.º ${n}`,
    heading: 'Esta semana no blog',
    articleCount: (n) => `Novos artigos: ${n}`,
    greeting: (name) => (name ? `Olá, ${name}!` : 'Olá!'),
    why: (site) => `Você está recebendo este e-mail porque se inscreveu na newsletter em ${site}.`,
    testMark: '[Teste]',
  },
  ja: {
    subject: (n) => `週刊ニュースレター 第${n}号`,
    heading: '今週のブログ',
    articleCount: (n) => `新着記事：${n}件`,
    greeting: (name) => (name ? `${name}さん、こんにちは。` : 'こんにちは。'),
    why: (site) => `このメールは、${site} でニュースレターに登録された方にお送りしています。`,
    testMark: '[テスト]',
  },
  zh: {
    subject: (n) => `每周通讯 第 ${n} 期`,
    heading: '本周博客',
    articleCount: (n) => `新文章：${n} 篇`,
    greeting: (name) => (name ? `${name}，你好：` : '你好：'),
    why: (site) => `你收到这封邮件，是因为你在 ${site} 订阅了我们的通讯。`,
    testMark: '[测试]',
  },
  ar: {
    subject: (n) => `النشرة الأسبوعية رقم ${n}`,
    heading: 'هذا الأسبوع في المدونة',
    articleCount: (n) => `عدد المقالات الجديدة: ${n}`,
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    why: (site) => `تصلك هذه الرسالة لأنك اشتركت في النشرة البريدية على ${site}.`,
    testMark: '[تجربة]',
  },
  ru: {
    subject: (n) => `Еженедельная рассылка № ${n}`,
    heading: 'На этой неделе в блоге',
    articleCount: (n) => `Новых статей: ${n}`,
    greeting: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    why: (site) => `Вы получили это письмо, потому что подписались на рассылку на сайте ${site}.`,
    testMark: '[Тест]',
  },
};
