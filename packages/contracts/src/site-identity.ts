/* eslint-disable max-lines -- a dictionary is data, one text a line, as web/src/locales/** */
import type { LanguageCode } from './languages.ts';

/**
 * Who the site is about and what its four public pages are called, in the ten languages: the one copy both the web
 * app (its page heads and hero) and the content service (the HTML crawlers and link previews read) use. One constant
 * per language, so that a web text bundle keeps only its own language's.
 */
export const personName = 'Camille Laurent';

export interface PageText {
  /** The page's main heading. */
  heading: string;
  /** Its document title. */
  title: string;
  description: string;
}

export interface SiteTexts {
  /** The persona's role, as the home page's hero shows it. */
  role: string;
  tagline: string;
  home: PageText;
  blog: PageText;
  games: PageText;
  notFound: PageText;
}

export const siteTextsEn: SiteTexts = {
  role: 'Full-stack TypeScript developer',
  tagline:
    'I build fast, accessible web applications, from the first sketch to production, and I care about the people who use them.',
  home: {
    heading: personName,
    title: 'Camille Laurent · Full-stack developer',
    description:
      'Portfolio of Camille Laurent, full-stack TypeScript developer: skills, tools, experience, documentation and small browser games.',
  },
  blog: {
    heading: 'Blog',
    title: 'Blog · Camille Laurent',
    description:
      'Articles by Camille Laurent on web development, React, CSS, architecture, machine learning and privacy, in several languages.',
  },
  games: {
    heading: 'Games',
    title: 'Games · Camille Laurent',
    description: 'Three small browser games to take a break: Snake, 2048 and Memory, playable by keyboard and touch.',
  },
  notFound: {
    heading: 'Page not found',
    title: 'Page not found · Camille Laurent',
    description: 'This page does not exist or has moved.',
  },
};

export const siteTextsFr: SiteTexts = {
  role: 'Développeuse full-stack TypeScript',
  tagline:
    "Je conçois des applications web rapides et accessibles, de la première esquisse à la mise en production, en pensant d'abord aux personnes qui les utilisent.",
  home: {
    heading: personName,
    title: 'Camille Laurent · Développeuse full-stack',
    description:
      'Portfolio de Camille Laurent, développeuse full-stack TypeScript : compétences, outils, expériences, documents et petits jeux dans le navigateur.',
  },
  blog: {
    heading: 'Blog',
    title: 'Blog · Camille Laurent',
    description:
      'Les articles de Camille Laurent sur le développement web, React, CSS, l’architecture, le machine learning et la vie privée, en plusieurs langues.',
  },
  games: {
    heading: 'Jeux',
    title: 'Jeux · Camille Laurent',
    description:
      'Trois petits jeux pour faire une pause : Snake, 2048 et Memory, jouables au clavier et sur écran tactile.',
  },
  notFound: {
    heading: 'Page introuvable',
    title: 'Page introuvable · Camille Laurent',
    description: "Cette page n'existe pas ou a été déplacée.",
  },
};

export const siteTextsEs: SiteTexts = {
  role: 'Desarrolladora full-stack de TypeScript',
  tagline:
    'Creo aplicaciones web rápidas y accesibles, desde el primer boceto hasta producción, pensando en las personas que las usan.',
  home: {
    heading: personName,
    title: 'Camille Laurent · Desarrolladora full-stack',
    description:
      'Portafolio de Camille Laurent, desarrolladora full-stack de TypeScript: habilidades, herramientas, experiencia, documentos y pequeños juegos en el navegador.',
  },
  blog: {
    heading: 'Blog',
    title: 'Blog · Camille Laurent',
    description:
      'Artículos de Camille Laurent sobre desarrollo web, React, CSS, arquitectura, machine learning y privacidad, en varios idiomas.',
  },
  games: {
    heading: 'Juegos',
    title: 'Juegos · Camille Laurent',
    description:
      'Tres pequeños juegos para tomar un descanso: Snake, 2048 y Memoria, jugables con teclado y en pantalla táctil.',
  },
  notFound: {
    heading: 'Página no encontrada',
    title: 'Página no encontrada · Camille Laurent',
    description: 'Esta página no existe o se ha movido.',
  },
};

export const siteTextsDe: SiteTexts = {
  role: 'Full-Stack-Entwicklerin für TypeScript',
  tagline:
    'Ich baue schnelle, barrierefreie Webanwendungen, von der ersten Skizze bis in die Produktion, und denke dabei an die Menschen, die sie nutzen.',
  home: {
    heading: personName,
    title: 'Camille Laurent · Full-Stack-Entwicklerin',
    description:
      'Portfolio von Camille Laurent, Full-Stack-Entwicklerin für TypeScript: Fähigkeiten, Werkzeuge, Berufserfahrung, Dokumente und kleine Browserspiele.',
  },
  blog: {
    heading: 'Blog',
    title: 'Blog · Camille Laurent',
    description:
      'Artikel von Camille Laurent über Webentwicklung, React, CSS, Architektur, maschinelles Lernen und Datenschutz, in mehreren Sprachen.',
  },
  games: {
    heading: 'Spiele',
    title: 'Spiele · Camille Laurent',
    description: 'Drei kleine Spiele für eine Pause: Snake, 2048 und Memory, spielbar mit Tastatur und Touchscreen.',
  },
  notFound: {
    heading: 'Seite nicht gefunden',
    title: 'Seite nicht gefunden · Camille Laurent',
    description: 'Diese Seite existiert nicht oder wurde verschoben.',
  },
};

export const siteTextsIt: SiteTexts = {
  role: 'Sviluppatrice full-stack TypeScript',
  tagline:
    'Realizzo applicazioni web veloci e accessibili, dal primo schizzo alla produzione, pensando alle persone che le usano.',
  home: {
    heading: personName,
    title: 'Camille Laurent · Sviluppatrice full-stack',
    description:
      'Portfolio di Camille Laurent, sviluppatrice full-stack TypeScript: competenze, strumenti, esperienze, documenti e piccoli giochi nel browser.',
  },
  blog: {
    heading: 'Blog',
    title: 'Blog · Camille Laurent',
    description:
      'Gli articoli di Camille Laurent su sviluppo web, React, CSS, architettura, machine learning e privacy, in più lingue.',
  },
  games: {
    heading: 'Giochi',
    title: 'Giochi · Camille Laurent',
    description:
      'Tre piccoli giochi per fare una pausa: Snake, 2048 e Memory, giocabili con la tastiera e sullo schermo tattile.',
  },
  notFound: {
    heading: 'Pagina non trovata',
    title: 'Pagina non trovata · Camille Laurent',
    description: 'Questa pagina non esiste o è stata spostata.',
  },
};

export const siteTextsPt: SiteTexts = {
  role: 'Desenvolvedora full-stack TypeScript',
  tagline:
    'Crio aplicações web rápidas e acessíveis, do primeiro esboço à produção, pensando nas pessoas que as utilizam.',
  home: {
    heading: personName,
    title: 'Camille Laurent · Desenvolvedora full-stack',
    description:
      'Portfólio de Camille Laurent, desenvolvedora full-stack TypeScript: competências, ferramentas, experiência, documentos e pequenos jogos no navegador.',
  },
  blog: {
    heading: 'Blog',
    title: 'Blog · Camille Laurent',
    description:
      'Artigos de Camille Laurent sobre desenvolvimento web, React, CSS, arquitetura, machine learning e privacidade, em vários idiomas.',
  },
  games: {
    heading: 'Jogos',
    title: 'Jogos · Camille Laurent',
    description:
      'Três pequenos jogos para fazer uma pausa: Snake, 2048 e Memória, jogáveis pelo teclado e na tela sensível ao toque.',
  },
  notFound: {
    heading: 'Página não encontrada',
    title: 'Página não encontrada · Camille Laurent',
    description: 'Esta página não existe ou foi movida.',
  },
};

export const siteTextsJa: SiteTexts = {
  role: 'TypeScript のフルスタック開発者',
  tagline:
    '最初のスケッチから本番運用まで、速くて誰にでも使いやすい Web アプリケーションを、使う人のことを第一に考えて作っています。',
  home: {
    heading: personName,
    title: 'Camille Laurent · フルスタック開発者',
    description:
      'TypeScript のフルスタック開発者 Camille Laurent のポートフォリオ。スキル、ツール、経歴、資料、ブラウザで遊べる小さなゲーム。',
  },
  blog: {
    heading: 'ブログ',
    title: 'ブログ · Camille Laurent',
    description:
      'Camille Laurent による Web 開発、React、CSS、アーキテクチャ、機械学習、プライバシーについての記事。複数の言語で読めます。',
  },
  games: {
    heading: 'ゲーム',
    title: 'ゲーム · Camille Laurent',
    description: 'ひと休みにどうぞ。スネーク、2048、神経衰弱の三つのゲームを、キーボードでもタッチでも遊べます。',
  },
  notFound: {
    heading: 'ページが見つかりません',
    title: 'ページが見つかりません · Camille Laurent',
    description: 'このページは存在しないか、移動しました。',
  },
};

export const siteTextsZh: SiteTexts = {
  role: 'TypeScript 全栈开发者',
  tagline: '从第一张草图到正式上线，我打造快速、无障碍的网页应用，始终把使用它们的人放在首位。',
  home: {
    heading: personName,
    title: 'Camille Laurent · 全栈开发者',
    description: 'TypeScript 全栈开发者 Camille Laurent 的作品集：技能、工具、工作经历、文档，以及几款浏览器小游戏。',
  },
  blog: {
    heading: '博客',
    title: '博客 · Camille Laurent',
    description: 'Camille Laurent 关于网页开发、React、CSS、架构、机器学习和隐私的文章，提供多种语言版本。',
  },
  games: {
    heading: '游戏',
    title: '游戏 · Camille Laurent',
    description: '三款休息时玩的小游戏：贪吃蛇、2048 和记忆翻牌，可用键盘或触屏操作。',
  },
  notFound: {
    heading: '页面不存在',
    title: '页面不存在 · Camille Laurent',
    description: '此页面不存在或已被移动。',
  },
};

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

export const siteTextsRu: SiteTexts = {
  role: 'Full-stack-разработчица на TypeScript',
  tagline:
    'Я создаю быстрые и доступные веб-приложения — от первого наброска до продакшена — и думаю прежде всего о людях, которые ими пользуются.',
  home: {
    heading: personName,
    title: 'Camille Laurent · Full-stack-разработчица',
    description:
      'Портфолио Camille Laurent, full-stack-разработчицы на TypeScript: навыки, инструменты, опыт работы, документы и небольшие браузерные игры.',
  },
  blog: {
    heading: 'Блог',
    title: 'Блог · Camille Laurent',
    description:
      'Статьи Camille Laurent о веб-разработке, React, CSS, архитектуре, машинном обучении и приватности, на нескольких языках.',
  },
  games: {
    heading: 'Игры',
    title: 'Игры · Camille Laurent',
    description:
      'Три небольшие игры, чтобы отдохнуть: «Змейка», 2048 и «Мемори», с управлением с клавиатуры и сенсорного экрана.',
  },
  notFound: {
    heading: 'Страница не найдена',
    title: 'Страница не найдена · Camille Laurent',
    description: 'Этой страницы не существует, или она была перемещена.',
  },
};

/** Every language's texts, for the server, which renders any of them. */
export const siteTexts: Record<LanguageCode, SiteTexts> = {
  en: siteTextsEn,
  fr: siteTextsFr,
  es: siteTextsEs,
  de: siteTextsDe,
  it: siteTextsIt,
  pt: siteTextsPt,
  ja: siteTextsJa,
  zh: siteTextsZh,
  ar: siteTextsAr,
  ru: siteTextsRu,
};
