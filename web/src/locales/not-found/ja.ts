import type { NotFoundTexts } from './en';

const ja: NotFoundTexts = {
  meta: {
    notFoundTitle: 'ページが見つかりません · Camille Laurent',
    notFoundDescription: 'このページは存在しないか、移動しました。',
  },
  notFound: {
    title: 'ページが見つかりません',
    message: 'お探しのページは存在しないか、移動しました。',
    home: 'ホームに戻る',
  },
};

export default ja;
