import { personName, type SiteTexts } from '../site-person.ts';

export const siteTextsZh: SiteTexts = {
  role: 'TypeScript 全栈开发者',
  tagline: '从第一张草图到正式上线，我打造快速、无障碍的网页应用，始终把使用它们的人放在首位。',
  home: {
    heading: personName,
    title: 'Camille Laurent · 全栈开发者',
    description: 'TypeScript 全栈开发者 Camille Laurent 的作品集：技能、工具、工作经历、文档，以及几款浏览器小游戏。',
  },
  blog: {
    heading: '博客',
    title: '博客 · Camille Laurent',
    description: 'Camille Laurent 关于网页开发、React、CSS、架构、机器学习和隐私的文章，提供多种语言版本。',
  },
  games: {
    heading: '游戏',
    title: '游戏 · Camille Laurent',
    description: '三款休息时玩的小游戏：贪吃蛇、2048 和记忆翻牌，可用键盘或触屏操作。',
  },
  notFound: {
    heading: '页面不存在',
    title: '页面不存在 · Camille Laurent',
    description: '此页面不存在或已被移动。',
  },
};
