import { siteTextsRu } from '@portfolio/contracts';
import type { GamesTexts } from './en';

const ru: GamesTexts = {
  meta: {
    gamesTitle: siteTextsRu.games.title,
    gamesDescription: siteTextsRu.games.description,
  },
  games: {
    title: 'Игры',
    intro: 'Три небольшие игры, чтобы отдохнуть. Ваши рекорды хранятся на этом устройстве.',
    choose: 'Выберите игру',
    score: 'Очки',
    best: 'Рекорд',
    moves: 'Ходы',
    time: 'Время',
    start: 'Начать',
    restart: 'Новая игра',
    pause: 'Пауза',
    resume: 'Продолжить',
    paused: 'На паузе',
    gameOver: 'Игра окончена',
    won: 'Победа!',
    newBest: 'Новый рекорд!',
    saveFailedTitle: 'Рекорд не сохранён',
    saveFailed: 'Браузер не разрешил его сохранить. Игра продолжается.',
    up: 'Вверх',
    down: 'Вниз',
    left: 'Влево',
    right: 'Вправо',
    directions: 'Кнопки направления',
    snake: {
      name: 'Змейка',
      description: 'Ешьте, растите и не кусайте себя за хвост.',
      help: 'Стрелки или W A S D — управление, пробел — пауза. На сенсорном экране проводите пальцем по полю или используйте кнопки.',
      board: 'Поле змейки',
      ready: 'Нажмите Enter или «Начать», чтобы играть.',
    },
    game2048: {
      name: '2048',
      description: 'Сдвигайте плитки и объединяйте одинаковые числа, пока не получите 2048.',
      help: 'Стрелки или W A S D сдвигают плитки. На сенсорном экране проводите пальцем по полю или используйте кнопки.',
      board: 'Поле 2048',
      empty: 'пусто',
    },
    memory: {
      name: 'Мемори',
      description: 'Найдите восемь пар за как можно меньшее число ходов.',
      help: 'Tab или стрелки — переход между картами, Enter или пробел — перевернуть карту. На сенсорном экране просто коснитесь карты.',
      board: 'Карты мемори',
      hidden: 'Карта {{index}}, рубашкой вверх',
      shown: 'Карта {{index}}: {{symbol}}',
      matched: 'Карта {{index}}: {{symbol}}, пара найдена',
      symbols: {
        apple: 'яблоко',
        banana: 'банан',
        cherries: 'вишня',
        grapes: 'виноград',
        lemon: 'лимон',
        peach: 'персик',
        pear: 'груша',
        strawberry: 'клубника',
      },
    },
  },
};

export default ru;
