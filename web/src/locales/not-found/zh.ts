import type { NotFoundTexts } from './en';

const zh: NotFoundTexts = {
  meta: {
    notFoundTitle: '页面不存在 · Camille Laurent',
    notFoundDescription: '此页面不存在或已被移动。',
  },
  notFound: {
    title: '页面不存在',
    message: '你要找的页面不存在或已被移动。',
    home: '返回首页',
  },
};

export default zh;
