import { personName, type SiteTexts } from '../site-person.ts';

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
