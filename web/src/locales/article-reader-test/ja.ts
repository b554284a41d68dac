import type { ArticleReaderTestTexts } from './en';

const ja: ArticleReaderTestTexts = {
  testPage: {
    metaTitle: '記事リーダーのテストページ',
    metaDescription: '記事リーダーの二つのエンジンを並べて、ブラウザの音声とライブの状態とともに表示します。',
    title: '記事リーダーのテストページ',
    intro:
      'このブラウザの音声と、リーダーの二つのエンジン（音声合成と記事の録音）を並べて確認できます。共有状態とイベントが届くたびに表示されます。',
    sampleLanguage: 'サンプルテキスト',
    browserEngine: 'ブラウザの音声合成',
    recordedEngine: '録音された音声',
    recordedSource: '録音がある最新の記事の音声です。一方を再生してから、もう一方を再生してください。',
    noRecorded: '録音された音声のある記事はまだありません。',
    voices: 'このブラウザの音声',
    noVoices: 'なし',
    state: '共有状態',
    status: '状態',
    engine: 'エンジン',
    segment: 'セグメント',
    range: '範囲',
    word: '単語',
    events: 'イベント',
    clearEvents: 'イベントを消去',
  },
};

export default ja;
