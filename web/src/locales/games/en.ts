import { siteTextsEn } from '@portfolio/contracts';

/**
 * English texts of the games page (`/games`). The reference for the nine other languages: its shape is
 * `GamesTexts`, so every other language must have exactly these keys.
 */
const en = {
  meta: {
    gamesTitle: siteTextsEn.games.title,
    gamesDescription: siteTextsEn.games.description,
  },
  games: {
    title: 'Games',
    intro: 'Small games to take a break. Your best scores stay on this device.',
    choose: 'Choose a game',
    score: 'Score',
    best: 'Best',
    moves: 'Moves',
    time: 'Time',
    start: 'Start',
    restart: 'New game',
    pause: 'Pause',
    resume: 'Resume',
    paused: 'Paused',
    gameOver: 'Game over',
    won: 'You won!',
    newBest: 'New best score!',
    saveFailedTitle: 'Best score not saved',
    saveFailed: 'This browser refused to store it. The game goes on.',
    loadFailedTitle: 'The games could not be loaded',
    loadFailed: 'Check your connection and try again.',
    emptyTitle: 'No games right now',
    emptyText: 'The games are taking a break. Come back a little later.',
    board: {
      show: 'Leaderboard',
      title: 'Leaderboard',
      rank: 'Rank',
      nickname: 'Nickname',
      yours: 'you',
      empty: 'No scores yet. Be the first!',
      loading: 'Loading the leaderboard…',
      failed: 'The leaderboard could not be loaded.',
      retry: 'Try again',
      addTitle: 'Add my score',
      addIntro: 'Your score of {{score}} can join the leaderboard under a nickname. Nothing else about you is kept.',
      hint: '2 to 20 characters: letters, digits, spaces, _ - .',
      submit: 'Add my score',
      sending: 'Sending…',
      added: 'Added: you are number {{rank}} on the leaderboard.',
      unranked: 'The leaderboard could not be reached: this game cannot be added to it.',
      refused: {
        length: 'A nickname has 2 to 20 characters.',
        characters: 'Use only letters, digits, spaces and _ - .',
        abuse: 'This nickname is not allowed. Please choose another one.',
        score: 'This score could not be confirmed, so it was not added.',
        expired: 'This game is too old to be added. Play a new one!',
        closed: 'This leaderboard is closed.',
        failed: 'The score could not be sent. Please try again.',
      },
    },
    up: 'Up',
    down: 'Down',
    left: 'Left',
    right: 'Right',
    directions: 'Direction buttons',
    snake: {
      name: 'Snake',
      description: 'Eat, grow, and do not bite your own tail.',
      help: 'Arrow keys or W A S D to steer, Space to pause. On a touch screen, swipe on the board or use the buttons.',
      board: 'Snake board',
      ready: 'Press Enter or Start to play.',
    },
    game2048: {
      name: '2048',
      description: 'Slide the tiles and merge equal numbers until you reach 2048.',
      help: 'Arrow keys or W A S D to slide the tiles. On a touch screen, swipe on the board or use the buttons.',
      board: '2048 board',
      empty: 'empty',
    },
    memory: {
      name: 'Memory',
      description: 'Find all {{pairs}} pairs in as few moves as possible.',
      help: 'Tab or the arrow keys to move between cards, Enter or Space to turn one over. On a touch screen, tap a card.',
      board: 'Memory cards',
      hidden: 'Card {{index}}, face down',
      shown: 'Card {{index}}: {{symbol}}',
      matched: 'Card {{index}}: {{symbol}}, found',
      symbols: {
        apple: 'apple',
        banana: 'banana',
        cherries: 'cherries',
        grapes: 'grapes',
        lemon: 'lemon',
        peach: 'peach',
        pear: 'pear',
        strawberry: 'strawberry',
        kiwi: 'kiwi',
        melon: 'melon',
        pineapple: 'pineapple',
        watermelon: 'watermelon',
      },
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type GamesTexts = Widen<typeof en>;

export default en satisfies GamesTexts;
