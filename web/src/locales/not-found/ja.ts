import { siteTextsJa } from '@portfolio/contracts';
import type { NotFoundTexts } from './en';

const ja: NotFoundTexts = {
  meta: {
    notFoundTitle: siteTextsJa.notFound.title,
    notFoundDescription: siteTextsJa.notFound.description,
  },
  notFound: {
    title: 'ページが見つかりません',
    message: 'お探しのページは存在しないか、移動しました。',
    home: 'ホームに戻る',
  },
};

export default ja;
