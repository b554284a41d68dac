import { siteTextsJa } from '@portfolio/contracts';
import type { GamesTexts } from './en';

const ja: GamesTexts = {
  meta: {
    gamesTitle: siteTextsJa.games.title,
    gamesDescription: siteTextsJa.games.description,
  },
  games: {
    title: 'ゲーム',
    intro: 'ひと休みのための三つの小さなゲーム。ベストスコアはこの端末に保存されます。',
    choose: 'ゲームを選ぶ',
    score: 'スコア',
    best: 'ベスト',
    moves: '手数',
    time: '時間',
    start: 'スタート',
    restart: '新しいゲーム',
    pause: '一時停止',
    resume: '再開',
    paused: '一時停止中',
    gameOver: 'ゲームオーバー',
    won: 'クリア！',
    newBest: 'ベストスコア更新！',
    saveFailedTitle: 'ベストスコアを保存できませんでした',
    saveFailed: 'このブラウザが保存を拒否しました。ゲームはそのまま続けられます。',
    up: '上',
    down: '下',
    left: '左',
    right: '右',
    directions: '方向ボタン',
    snake: {
      name: 'スネーク',
      description: '食べて、伸びて、自分のしっぽをかまないように。',
      help: '矢印キーまたは W A S D で操作、スペースで一時停止。タッチ画面では盤面をスワイプするか、ボタンを使います。',
      board: 'スネークの盤面',
      ready: 'Enter キーかスタートを押して始めます。',
    },
    game2048: {
      name: '2048',
      description: 'タイルをスライドさせて同じ数字を合体させ、2048 を目指します。',
      help: '矢印キーまたは W A S D でタイルをスライド。タッチ画面では盤面をスワイプするか、ボタンを使います。',
      board: '2048 の盤面',
      empty: '空き',
    },
    memory: {
      name: '神経衰弱',
      description: 'できるだけ少ない手数で八組のペアを見つけましょう。',
      help: 'Tab キーか矢印キーでカードを移動し、Enter かスペースでめくります。タッチ画面ではカードをタップします。',
      board: '神経衰弱のカード',
      hidden: 'カード {{index}}、裏向き',
      shown: 'カード {{index}}：{{symbol}}',
      matched: 'カード {{index}}：{{symbol}}、そろいました',
      symbols: {
        apple: 'りんご',
        banana: 'バナナ',
        cherries: 'さくらんぼ',
        grapes: 'ぶどう',
        lemon: 'レモン',
        peach: 'もも',
        pear: '洋なし',
        strawberry: 'いちご',
      },
    },
  },
};

export default ja;
