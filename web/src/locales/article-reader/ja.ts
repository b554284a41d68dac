import type { ArticleReaderTexts } from './en';

const ja: ArticleReaderTexts = {
  articleReader: {
    title: 'この記事を聴く',
    play: '再生',
    pause: '一時停止',
    stop: '停止',
    previous: '前の文',
    next: '次の文',
    voice: '声',
    female: '女性',
    male: '男性',
    volume: '音量',
    speed: '速度',
    progress: '記事内の位置',
    progressValue: '{{total}} 文中 {{current}} 文目',
    recorded: '録音された音声',
    browser: 'ブラウザの音声',
    engine: '読み上げ: {{engine}}',
    loading: '読み上げを準備しています…',
    noSpeech: 'お使いのブラウザは読み上げができません。',
    noVoices: 'お使いのブラウザにはこの記事を読み上げる音声がありません。',
    offerRecorded: 'この記事の録音があります。',
    playRecorded: '録音を再生',
    noFemaleVoice: 'この言語の女性の声がないため、男性の声で読み上げます。',
    noMaleVoice: 'この言語の男性の声がないため、女性の声で読み上げます。',
    audioFailed: '録音された音声を読み込めませんでした。ブラウザの音声で読み上げます。',
    resumeFrom: '{{current}} 文目から再開します。',
    shortcuts: 'キーボードショートカット',
    shortcutPlay: 'Alt + Shift + P: 再生・一時停止',
    shortcutStop: 'Alt + Shift + S: 停止',
    shortcutPrevious: 'Alt + Shift + カンマ: 前の文',
    shortcutNext: 'Alt + Shift + ピリオド: 次の文',
  },
};

export default ja;
