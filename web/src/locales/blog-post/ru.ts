import type { BlogPostTexts } from './en';

const ru: BlogPostTexts = {
  meta: {
    articleTitle: 'Статья · Camille Laurent',
    articleDescription: 'Статья из блога Camille Laurent.',
  },
  blogPost: {
    listen: 'Прослушать статью',
    listenPlay: 'Воспроизвести',
    loading: 'Загрузка статьи…',
    errorTitle: 'Не удалось загрузить статью',
    errorText: 'Проверьте подключение и попробуйте ещё раз.',
    retry: 'Повторить',
    backToBlog: 'Все статьи',
    published: 'Опубликовано {{date}}',
    updated: 'Обновлено {{date}}',
    readingTime: 'Время чтения: {{minutes}} мин',
    views: 'Просмотры: {{number}}',
    tags: 'Теги',
    keywords: 'Ключевые слова',
    toc: {
      title: 'Содержание',
      show: 'Показать содержание',
    },
    languages: {
      title: 'Также на других языках',
      current: 'Вы читаете версию на языке: {{language}}.',
    },
    neighbours: {
      title: 'Ещё из блога',
      previous: 'Предыдущая статья',
      next: 'Следующая статья',
    },
    related: 'Похожие статьи',
    share: {
      title: 'Поделиться статьёй',
      open: 'Поделиться',
      twitter: 'Поделиться в X (Twitter)',
      linkedin: 'Поделиться в LinkedIn',
      facebook: 'Поделиться в Facebook',
      reddit: 'Поделиться в Reddit',
      whatsapp: 'Отправить через WhatsApp',
      telegram: 'Отправить через Telegram',
      email: 'Отправить по электронной почте',
      hackerNews: 'Опубликовать на Hacker News',
      pocket: 'Сохранить в Pocket',
      native: 'Другие способы поделиться…',
      copy: 'Скопировать ссылку',
    },
    toasts: {
      unavailable: 'Поделиться невозможно',
      unavailableText: 'У этой статьи пока нет адреса, которым можно поделиться.',
      failed: 'Не удалось поделиться',
      failedText:
        'Не удалось открыть окно для публикации. Разрешите всплывающие окна для этого сайта и попробуйте ещё раз.',
      copied: 'Ссылка скопирована',
      copyFailed: 'Не удалось скопировать',
      copyFailedText: 'Этот браузер не разрешил странице записать данные в буфер обмена.',
    },
  },
};

export default ru;
