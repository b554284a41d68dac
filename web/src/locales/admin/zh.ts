import type { AdminDictionary } from './en';

const zh: AdminDictionary = {
  meta: {
    loginTitle: '管理员登录 · Camille Laurent',
    dashboardTitle: '仪表板 · 管理',
    description: '私人管理区域。',
  },
  session: {
    checking: '正在检查您的会话…',
  },
  login: {
    title: '管理员登录',
    subtitle: '登录以访问管理仪表板。',
    email: '电子邮件',
    password: '密码',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    submit: '登录',
    submitting: '正在登录…',
    throttledTitle: '尝试次数过多',
    throttledUntil: '登录暂时被阻止。请{{when}}再试。',
    throttled: '登录暂时被阻止。请稍后再试。',
  },
  layout: {
    area: '管理',
    navigation: '管理导航',
    dashboard: '仪表板',
    analytics: '访问统计',
    logs: '日志',
    blog: '博客',
    images: '图片',
    signedInAs: '当前登录账号',
    signOut: '退出登录',
  },
  screenError: {
    title: '此页面已停止工作',
    message: '管理后台的其余部分仍可使用：请在菜单中选择其他页面，或重新加载此页面。',
    reload: '重新加载',
  },
  common: {
    loading: '正在加载…',
    loadFailed: '无法加载此内容。',
    retry: '重试',
    notMeasured: '未测量',
    seconds: '{{value}} 秒',
    milliseconds: '{{value}} 毫秒',
    versusPrevious: '与上一时段相比',
    noPrevious: '没有可比较的数据',
    more: '{{count}} 个以上',
  },
  dashboard: {
    title: '仪表板',
    intro: '一眼看清您的网站：今天、最近七天，以及出现的问题。',
    pageviewsToday: '今日页面浏览量',
    sessionsToday: '今日访问次数',
    pageviewsWeek: '页面浏览量（最近 7 天）',
    sessionsWeek: '访问次数（最近 7 天）',
    versusYesterday: '与昨天相比',
    versusLastWeek: '与之前 7 天相比',
    activeNow: '当前活跃访客',
    openIssues: '未解决的错误（最近 24 小时）',
    trend: '最近 14 天',
    openAnalytics: '打开访问统计',
    openLogs: '打开日志',
  },
};

export default zh;
