import { siteTextsZh } from '@portfolio/contracts';
import type { GamesTexts } from './en';

const zh: GamesTexts = {
  meta: {
    gamesTitle: siteTextsZh.games.title,
    gamesDescription: siteTextsZh.games.description,
  },
  games: {
    title: '游戏',
    intro: '三款休息时玩的小游戏。你的最高分保存在这台设备上。',
    choose: '选择游戏',
    score: '得分',
    best: '最高分',
    moves: '步数',
    time: '时间',
    start: '开始',
    restart: '新游戏',
    pause: '暂停',
    resume: '继续',
    paused: '已暂停',
    gameOver: '游戏结束',
    won: '你赢了！',
    newBest: '新纪录！',
    saveFailedTitle: '最高分未保存',
    saveFailed: '此浏览器拒绝保存。游戏可以继续。',
    up: '上',
    down: '下',
    left: '左',
    right: '右',
    directions: '方向按钮',
    snake: {
      name: '贪吃蛇',
      description: '吃东西，变长，别咬到自己的尾巴。',
      help: '用方向键或 W A S D 控制方向，空格键暂停。在触屏上，可在棋盘上滑动或使用按钮。',
      board: '贪吃蛇棋盘',
      ready: '按回车键或“开始”来玩。',
    },
    game2048: {
      name: '2048',
      description: '滑动方块，合并相同的数字，直到得到 2048。',
      help: '用方向键或 W A S D 滑动方块。在触屏上，可在棋盘上滑动或使用按钮。',
      board: '2048 棋盘',
      empty: '空',
    },
    memory: {
      name: '记忆翻牌',
      description: '用尽可能少的步数找出全部八对卡片。',
      help: '用 Tab 键或方向键在卡片间移动，按回车键或空格键翻开一张。在触屏上，轻点卡片即可。',
      board: '记忆翻牌卡片',
      hidden: '第 {{index}} 张卡片，背面朝上',
      shown: '第 {{index}} 张卡片：{{symbol}}',
      matched: '第 {{index}} 张卡片：{{symbol}}，已配对',
      symbols: {
        apple: '苹果',
        banana: '香蕉',
        cherries: '樱桃',
        grapes: '葡萄',
        lemon: '柠檬',
        peach: '桃子',
        pear: '梨',
        strawberry: '草莓',
      },
    },
  },
};

export default zh;
