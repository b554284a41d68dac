import type { GameId, LanguageCode } from '@portfolio/contracts';

interface GameText {
  name: string;
  description: string;
}

/**
 * Each game's name and one line about it on the crawler-readable /games page, in the site's languages (the same
 * names as the page's tabs). Memory's line names no number of pairs: the administrator chooses it.
 */
export const gameTexts: Record<LanguageCode, Record<GameId, GameText>> = {
  en: {
    snake: { name: 'Snake', description: 'Eat, grow, and do not bite your own tail.' },
    '2048': { name: '2048', description: 'Slide the tiles and merge equal numbers until you reach 2048.' },
    memory: { name: 'Memory', description: 'Find every pair in as few moves as possible.' },
  },
  fr: {
    snake: { name: 'Snake', description: 'Mangez, grandissez, et ne vous mordez pas la queue.' },
    '2048': {
      name: '2048',
      description: 'Faites glisser les tuiles et fusionnez les nombres égaux jusqu’à atteindre 2048.',
    },
    memory: { name: 'Memory', description: 'Retrouvez toutes les paires en un minimum de coups.' },
  },
  es: {
    snake: { name: 'Snake', description: 'Come, crece y no te muerdas la cola.' },
    '2048': { name: '2048', description: 'Desliza las fichas y une los números iguales hasta llegar a 2048.' },
    memory: { name: 'Memoria', description: 'Encuentra todas las parejas en el menor número de movimientos.' },
  },
  de: {
    snake: { name: 'Snake', description: 'Fressen, wachsen und nicht in den eigenen Schwanz beißen.' },
    '2048': {
      name: '2048',
      description: 'Schieben Sie die Kacheln und verbinden Sie gleiche Zahlen, bis Sie 2048 erreichen.',
    },
    memory: { name: 'Memory', description: 'Finden Sie alle Paare mit möglichst wenigen Zügen.' },
  },
  it: {
    snake: { name: 'Snake', description: 'Mangia, cresci e non morderti la coda.' },
    '2048': { name: '2048', description: 'Fai scorrere le tessere e unisci i numeri uguali fino a raggiungere 2048.' },
    memory: { name: 'Memory', description: 'Trova tutte le coppie con il minor numero di mosse.' },
  },
  pt: {
    snake: { name: 'Snake', description: 'Coma, cresça e não morda o próprio rabo.' },
    '2048': { name: '2048', description: 'Deslize as peças e junte os números iguais até chegar a 2048.' },
    memory: { name: 'Memória', description: 'Encontre todos os pares com o menor número de jogadas.' },
  },
  ja: {
    snake: { name: 'スネーク', description: '食べて、伸びて、自分のしっぽをかまないように。' },
    '2048': { name: '2048', description: 'タイルをスライドさせて同じ数字を合体させ、2048 を目指します。' },
    memory: { name: '神経衰弱', description: 'できるだけ少ない手数ですべてのペアを見つけましょう。' },
  },
  zh: {
    snake: { name: '贪吃蛇', description: '吃东西，变长，别咬到自己的尾巴。' },
    '2048': { name: '2048', description: '滑动方块，合并相同的数字，直到得到 2048。' },
    memory: { name: '记忆翻牌', description: '用尽可能少的步数找出所有成对的卡片。' },
  },
  ar: {
    snake: { name: 'الثعبان', description: 'كُل وانمُ ولا تعضّ ذيلك.' },
    '2048': { name: '2048', description: 'حرّك المربعات وادمج الأرقام المتساوية حتى تصل إلى 2048.' },
    memory: { name: 'الذاكرة', description: 'اعثر على كل الأزواج بأقل عدد من الحركات.' },
  },
  ru: {
    snake: { name: 'Змейка', description: 'Ешьте, растите и не кусайте себя за хвост.' },
    '2048': { name: '2048', description: 'Сдвигайте плитки и объединяйте одинаковые числа, пока не получите 2048.' },
    memory: { name: 'Мемори', description: 'Найдите все пары за как можно меньшее число ходов.' },
  },
};
