import type { ArticleReaderTestTexts } from './en';

const zh: ArticleReaderTestTexts = {
  testPage: {
    metaTitle: '文章朗读器测试页',
    metaDescription: '并排显示文章朗读器的两种引擎，以及浏览器的语音和实时状态。',
    title: '文章朗读器测试页',
    intro: '检查此浏览器的语音和朗读器的两种引擎：语音合成和文章的录音并排显示，共享状态和事件实时呈现。',
    sampleLanguage: '示例文本',
    browserEngine: '浏览器的语音合成',
    recordedEngine: '录制的音频',
    recordedSource: '最新几篇有录音的文章的音频：先播放一个，再播放另一个。',
    noRecorded: '还没有文章有录制的音频。',
    voices: '此浏览器的语音',
    noVoices: '无',
    state: '共享状态',
    status: '状态',
    engine: '引擎',
    segment: '片段',
    range: '范围',
    word: '词',
    events: '事件',
    clearEvents: '清除事件',
  },
};

export default zh;
