import type { LayoutTexts } from './en';

const zh: LayoutTexts = {
  a11y: {
    skipToContent: '跳到正文',
    scrollToTop: '回到顶部',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    mainNavigation: '主导航',
    notifications: '通知',
    closeNotification: '关闭通知',
  },
  menu: {
    title: '菜单',
    home: '首页',
    presentation: '关于我',
    skills: '技能',
    companies: '工作经历',
    documentation: '文档',
    stats: '统计',
    games: '游戏',
    blog: '博客',
  },
  themeToggle: {
    label: '主题',
    light: '浅色',
    dark: '深色',
    system: '跟随系统',
  },
  language: {
    label: '语言',
  },
  footer: {
    rights: '© {{year}} Camille Laurent。保留所有权利。',
    builtWith: '使用 React 和 TypeScript 构建，注重无障碍与性能。',
  },
  errors: {
    back: '返回上一页',
    home: '首页',
  },
};

export default zh;
