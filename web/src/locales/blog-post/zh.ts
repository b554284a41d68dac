import type { BlogPostTexts } from './en';

const zh: BlogPostTexts = {
  meta: {
    articleTitle: '文章 · Camille Laurent',
    articleDescription: 'Camille Laurent 博客中的一篇文章。',
  },
  blogPost: {
    listen: '收听这篇文章',
    listenPlay: '播放',
    loading: '正在加载文章…',
    errorTitle: '无法加载文章',
    errorText: '请检查网络连接后重试。',
    retry: '重试',
    backToBlog: '全部文章',
    published: '发布于 {{date}}',
    updated: '更新于 {{date}}',
    readingTime: '阅读约需 {{minutes}} 分钟',
    views: '浏览量：{{number}}',
    tags: '标签',
    keywords: '关键词',
    toc: {
      title: '目录',
      show: '显示目录',
    },
    languages: {
      title: '其他语言版本',
      current: '您正在阅读{{language}}版本。',
    },
    neighbours: {
      title: '博客中的更多文章',
      previous: '上一篇',
      next: '下一篇',
    },
    related: '相关文章',
    share: {
      title: '分享这篇文章',
      open: '分享',
      twitter: '分享到 X（Twitter）',
      linkedin: '分享到 LinkedIn',
      facebook: '分享到 Facebook',
      reddit: '分享到 Reddit',
      whatsapp: '通过 WhatsApp 发送',
      telegram: '通过 Telegram 发送',
      email: '通过电子邮件发送',
      hackerNews: '提交到 Hacker News',
      pocket: '保存到 Pocket',
      native: '其他分享方式…',
      copy: '复制链接',
    },
    toasts: {
      unavailable: '无法分享',
      unavailableText: '这篇文章还没有可分享的地址。',
      failed: '分享失败',
      failedText: '无法打开分享窗口。请允许本网站弹出窗口后重试。',
      copied: '链接已复制',
      copyFailed: '复制失败',
      copyFailedText: '此浏览器不允许页面写入剪贴板。',
    },
  },
};

export default zh;
