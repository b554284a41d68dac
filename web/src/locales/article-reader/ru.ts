import type { ArticleReaderTexts } from './en';

const ru: ArticleReaderTexts = {
  articleReader: {
    title: 'Прослушать статью',
    play: 'Воспроизвести',
    pause: 'Пауза',
    stop: 'Стоп',
    previous: 'Предыдущее предложение',
    next: 'Следующее предложение',
    voice: 'Голос',
    female: 'Женский',
    male: 'Мужской',
    volume: 'Громкость',
    speed: 'Скорость',
    progress: 'Позиция в статье',
    progressValue: 'предложение {{current}} из {{total}}',
    recorded: 'Записанное аудио',
    browser: 'Голос вашего браузера',
    engine: 'Читает: {{engine}}',
    loading: 'Подготовка чтения…',
    noSpeech: 'Ваш браузер не умеет читать вслух.',
    noVoices: 'В вашем браузере нет голоса, чтобы прочитать эту статью.',
    offerRecorded: 'Доступна запись этой статьи.',
    playRecorded: 'Воспроизвести запись',
    noFemaleVoice: 'Для этого языка нет женского голоса: читает мужской голос.',
    noMaleVoice: 'Для этого языка нет мужского голоса: читает женский голос.',
    audioFailed: 'Не удалось загрузить записанное аудио: читает голос вашего браузера.',
    resumeFrom: 'Продолжится с предложения {{current}}.',
    shortcuts: 'Сочетания клавиш',
    shortcutPlay: 'Alt + Shift + P: воспроизвести или пауза',
    shortcutStop: 'Alt + Shift + S: стоп',
    shortcutPrevious: 'Alt + Shift + запятая: предыдущее предложение',
    shortcutNext: 'Alt + Shift + точка: следующее предложение',
  },
};

export default ru;
