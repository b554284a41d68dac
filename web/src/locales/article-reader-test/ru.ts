import type { ArticleReaderTestTexts } from './en';

const ru: ArticleReaderTestTexts = {
  testPage: {
    metaTitle: 'Тестовая страница чтеца статей',
    metaDescription: 'Оба движка чтеца статей рядом, с голосами браузера и текущим состоянием.',
    title: 'Тестовая страница чтеца статей',
    intro:
      'Проверьте голоса этого браузера и оба движка чтеца: его синтез речи и записанное аудио статьи, рядом, с общим состоянием и событиями по мере их поступления.',
    sampleLanguage: 'Пример текста',
    browserEngine: 'Синтез речи браузера',
    recordedEngine: 'Записанное аудио',
    recordedSource: 'Записанное аудио самых новых статей, у которых оно есть: запустите одно, затем другое.',
    noRecorded: 'Ни у одной статьи пока нет записанного аудио.',
    voices: 'Голоса этого браузера',
    noVoices: 'нет',
    state: 'Общее состояние',
    status: 'Статус',
    engine: 'Движок',
    segment: 'Сегмент',
    range: 'Диапазон',
    word: 'Слово',
    events: 'События',
    clearEvents: 'Очистить события',
  },
};

export default ru;
