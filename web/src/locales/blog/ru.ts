import { siteTextsRu, tagLabelsRu } from '@portfolio/contracts';
import type { BlogTexts } from './en';

const ru: BlogTexts = {
  meta: {
    blogTitle: siteTextsRu.blog.title,
    blogDescription: siteTextsRu.blog.description,
  },
  blog: {
    title: 'Блог',
    intro: 'Заметки о создании быстрых и доступных веб-приложений и о том, чему меня научили проекты.',
    searchLabel: 'Поиск по статьям',
    searchPlaceholder: 'Ищите на любом языке…',
    clearSearch: 'Очистить поиск',
    tagsLabel: 'Фильтр по тегу',
    languageLabel: 'Язык статьи',
    allLanguages: 'Все языки',
    results: 'Найдено статей: {{count}}',
    loading: 'Статьи загружаются…',
    emptyTitle: 'Подходящих статей нет',
    emptyText: 'Попробуйте другие слова, другой тег или все языки.',
    resetFilters: 'Сбросить фильтры',
    errorTitle: 'Не удалось загрузить статьи',
    errorText: 'Проверьте подключение и попробуйте ещё раз.',
    retry: 'Повторить',
    pagination: 'Страницы статей',
    previous: 'Назад',
    next: 'Вперёд',
    page: 'Страница {{page}}',
  },
  card: {
    readingTime: '{{minutes}} мин чтения',
    views: 'Просмотры',
    tags: 'Теги',
    language: 'Язык статьи',
  },
  latest: {
    title: 'Новые статьи',
    intro: 'О чём я писал в последнее время.',
    all: 'Все статьи',
    empty: 'Пока не опубликовано ни одной статьи.',
    error: 'Не удалось загрузить новые статьи.',
  },
  tags: tagLabelsRu,
};

export default ru;
