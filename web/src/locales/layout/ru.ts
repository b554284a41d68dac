import type { LayoutTexts } from './en';

const ru: LayoutTexts = {
  a11y: {
    skipToContent: 'Перейти к содержимому',
    scrollToTop: 'Наверх',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    mainNavigation: 'Основная навигация',
    notifications: 'Уведомления',
    closeNotification: 'Закрыть уведомление',
  },
  menu: {
    title: 'Меню',
    home: 'Главная',
    presentation: 'Обо мне',
    skills: 'Навыки',
    companies: 'Опыт',
    documentation: 'Документы',
    stats: 'Статистика',
    games: 'Игры',
    blog: 'Блог',
  },
  themeToggle: {
    label: 'Тема',
    light: 'Светлая',
    dark: 'Тёмная',
    system: 'Как в системе',
  },
  language: {
    label: 'Язык',
  },
  footer: {
    rights: '© {{year}} Camille Laurent. Все права защищены.',
    builtWith: 'Сделано на React и TypeScript с заботой о доступности и производительности.',
  },
  errors: {
    back: 'Предыдущая страница',
    home: 'Главная страница',
  },
};

export default ru;
