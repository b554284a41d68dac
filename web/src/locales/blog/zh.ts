import { siteTextsZh, tagLabelsZh } from '@portfolio/contracts';
import type { BlogTexts } from './en';

const zh: BlogTexts = {
  meta: {
    blogTitle: siteTextsZh.blog.title,
    blogDescription: siteTextsZh.blog.description,
  },
  blog: {
    title: '博客',
    intro: '构建快速、无障碍的网页应用时的笔记，以及项目教会我的东西。',
    searchLabel: '搜索文章',
    searchPlaceholder: '可用任何语言搜索…',
    clearSearch: '清除搜索',
    tagsLabel: '按标签筛选',
    languageLabel: '文章语言',
    allLanguages: '所有语言',
    results: '找到的文章：{{count}} 篇',
    loading: '正在加载文章…',
    emptyTitle: '没有匹配的文章',
    emptyText: '试试其他词语、其他标签或所有语言。',
    resetFilters: '重置筛选',
    errorTitle: '无法加载文章',
    errorText: '请检查网络连接后重试。',
    retry: '重试',
    pagination: '文章分页',
    previous: '上一页',
    next: '下一页',
    page: '第 {{page}} 页',
  },
  card: {
    readingTime: '阅读约 {{minutes}} 分钟',
    views: '浏览量',
    tags: '标签',
    language: '撰写语言',
  },
  latest: {
    title: '最新文章',
    intro: '我最近写的内容。',
    all: '全部文章',
    empty: '还没有发布任何文章。',
    error: '无法加载最新文章。',
  },
  tags: tagLabelsZh,
};

export default zh;
