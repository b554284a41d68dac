import { siteTextsAr } from '@portfolio/contracts';
import type { GamesTexts } from './en';

const ar: GamesTexts = {
  meta: {
    gamesTitle: siteTextsAr.games.title,
    gamesDescription: siteTextsAr.games.description,
  },
  games: {
    title: 'الألعاب',
    intro: 'ثلاث ألعاب صغيرة لأخذ استراحة. تبقى أفضل نتائجك على هذا الجهاز.',
    choose: 'اختر لعبة',
    score: 'النتيجة',
    best: 'الأفضل',
    moves: 'الحركات',
    time: 'الوقت',
    start: 'ابدأ',
    restart: 'لعبة جديدة',
    pause: 'إيقاف مؤقت',
    resume: 'متابعة',
    paused: 'متوقفة مؤقتًا',
    gameOver: 'انتهت اللعبة',
    won: 'لقد فزت!',
    newBest: 'رقم قياسي جديد!',
    saveFailedTitle: 'لم تُحفظ أفضل نتيجة',
    saveFailed: 'رفض هذا المتصفح حفظها. تستمر اللعبة.',
    up: 'أعلى',
    down: 'أسفل',
    left: 'يسار',
    right: 'يمين',
    directions: 'أزرار الاتجاه',
    snake: {
      name: 'الثعبان',
      description: 'كُل وانمُ ولا تعضّ ذيلك.',
      help: 'مفاتيح الأسهم أو W A S D للتوجيه، ومسافة للإيقاف المؤقت. على شاشة اللمس، اسحب على اللوحة أو استخدم الأزرار.',
      board: 'لوحة الثعبان',
      ready: 'اضغط Enter أو «ابدأ» للعب.',
    },
    game2048: {
      name: '2048',
      description: 'حرّك المربعات وادمج الأرقام المتساوية حتى تصل إلى 2048.',
      help: 'مفاتيح الأسهم أو W A S D لتحريك المربعات. على شاشة اللمس، اسحب على اللوحة أو استخدم الأزرار.',
      board: 'لوحة 2048',
      empty: 'فارغ',
    },
    memory: {
      name: 'الذاكرة',
      description: 'اعثر على الأزواج الثمانية بأقل عدد من الحركات.',
      help: 'مفتاح Tab أو الأسهم للتنقل بين البطاقات، وEnter أو مسافة لقلب إحداها. على شاشة اللمس، المس البطاقة.',
      board: 'بطاقات الذاكرة',
      hidden: 'البطاقة {{index}}، مقلوبة',
      shown: 'البطاقة {{index}}: {{symbol}}',
      matched: 'البطاقة {{index}}: {{symbol}}، تم العثور عليها',
      symbols: {
        apple: 'تفاحة',
        banana: 'موزة',
        cherries: 'كرز',
        grapes: 'عنب',
        lemon: 'ليمونة',
        peach: 'خوخة',
        pear: 'كمثرى',
        strawberry: 'فراولة',
      },
    },
  },
};

export default ar;
