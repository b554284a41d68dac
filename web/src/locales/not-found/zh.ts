import { siteTextsZh } from '@portfolio/contracts';
import type { NotFoundTexts } from './en';

const zh: NotFoundTexts = {
  meta: {
    notFoundTitle: siteTextsZh.notFound.title,
    notFoundDescription: siteTextsZh.notFound.description,
  },
  notFound: {
    title: '页面不存在',
    message: '你要找的页面不存在或已被移动。',
    home: '返回首页',
  },
};

export default zh;
