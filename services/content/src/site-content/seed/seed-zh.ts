import type { LanguageContent } from '@portfolio/contracts';

/** The sample persona's home page in zh (the texts the web app's dictionaries carried before #19). */
export const seedZh: LanguageContent = {
  hero: {
    greeting: '你好，我是',
    role: 'TypeScript 全栈开发者',
    tagline: '从第一张草图到正式上线，我打造快速、无障碍的网页应用，始终把使用它们的人放在首位。',
    location: '现居法国里昂 · 可远程工作',
    primaryAction: '下载我的简历',
    secondaryAction: '玩个游戏',
  },
  presentation: {
    title: '关于我',
    paragraphs: [
      '十二年来，我一直在把想法变成网页产品：能源网络的仪表盘、旅客的预订流程、数千名顾问每天早上都会打开的银行工具。',
      '我喜欢小团队、清晰的代码和可衡量的成果。规则复杂时我先写测试，优化之前我先测量。',
      '工作之余，我指导初级开发者，在本地技术聚会上分享无障碍设计，并制作像本站这样的小游戏。',
    ],
  },
  skills: {
    title: '技能',
    intro: '我每天能为团队带来的价值。',
    items: [
      {
        icon: 'layout-dashboard',
        title: '前端架构',
        description: '随规模增长依然快速的 React 应用：路由、数据获取、状态管理与设计系统。',
      },
      {
        icon: 'server',
        title: 'API 与服务',
        description: '契约清晰、在边界处校验、存储能够经受故障的 Node.js 服务。',
      },
      {
        icon: 'rocket',
        title: '交付与运维',
        description: '容器、持续集成和可观测性，让每次上线都波澜不惊。',
      },
      {
        icon: 'accessibility',
        title: '无障碍',
        description: '界面可用键盘、屏幕阅读器或 400% 缩放操作，并在每次修改时检查。',
      },
      {
        icon: 'gauge',
        title: '网页性能',
        description: '为 JavaScript 和图片设定预算，按需加载，并在生产环境中监控 Core Web Vitals。',
      },
      {
        icon: 'flask-conical',
        title: '测试',
        description: '在逻辑所在之处写单元测试，在用户点击之处用真实浏览器做端到端测试。',
      },
    ],
  },
  tools: {
    title: '工具',
    intro: '我最常用、熟练到可以教别人的工具。',
    groups: [
      {
        name: '编程语言',
        tools: ['TypeScript', 'JavaScript', 'SQL', 'Python'],
      },
      {
        name: '框架与库',
        tools: ['React', 'Node.js', 'Koa', 'Vite', 'Tailwind CSS'],
      },
      {
        name: '数据库',
        tools: ['PostgreSQL', 'MongoDB', 'Redis', 'SQLite'],
      },
      {
        name: '基础设施',
        tools: ['Docker', 'nginx', 'GitHub Actions', 'Linux'],
      },
      {
        name: '质量',
        tools: ['Vitest', 'Playwright', 'ESLint', 'axe'],
      },
    ],
  },
  companies: {
    title: '工作经历',
    intro: '六家公司，六种截然不同的产品。',
    items: [
      {
        name: 'Nimbus Analytics',
        role: '高级全栈开发者',
        start: '2022-03',
        end: null,
        description: '负责三百家客户使用的分析仪表盘，将其加载时间缩短了一半。',
      },
      {
        name: 'Atelier Numérique',
        role: '全栈开发者',
        start: '2019-09',
        end: '2022-02',
        description: '为博物馆和公共服务机构定制网页应用，每次发布都进行无障碍审核。',
      },
      {
        name: 'Voyageo',
        role: '前端开发者',
        start: '2017-06',
        end: '2019-08',
        description: '将一家旅游初创公司的预订流程重写为可离线使用的渐进式网页应用。',
      },
      {
        name: 'Banque Horizon',
        role: '软件工程师',
        start: '2015-10',
        end: '2017-05',
        description: '为客户顾问开发内部银行工具，经过严格的安全审查并保留完整的审计记录。',
      },
      {
        name: 'GreenGrid Energy',
        role: '网页开发者',
        start: '2014-01',
        end: '2015-09',
        description: '为太阳能和风力发电场制作实时监控界面。',
      },
      {
        name: 'Studio Pixelle',
        role: '初级开发者',
        start: '2012-09',
        end: '2013-12',
        description: '在为独立设计师制作网站和网店的过程中学会了这门手艺。',
      },
    ],
  },
  documentation: {
    title: '文档',
    intro: '下载这些文档，进一步了解我的工作方式。',
    items: [
      {
        key: 'resume',
        title: '简历',
        description: '两页：工作经历、技能、教育背景和语言能力。',
        file: null,
      },
      {
        key: 'architecture',
        title: '架构手册',
        description: '我设计长期可用的网页应用时遵循的原则。',
        file: null,
      },
      {
        key: 'case-study',
        title: '案例研究：离线优先的预订',
        description: '一个旅行预订流程如何在火车上和机场里继续正常运行。',
        file: null,
      },
    ],
  },
};
