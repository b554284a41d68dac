import type { ArticleReaderTexts } from './en';

const zh: ArticleReaderTexts = {
  articleReader: {
    title: '收听这篇文章',
    play: '播放',
    pause: '暂停',
    stop: '停止',
    previous: '上一句',
    next: '下一句',
    voice: '声音',
    female: '女声',
    male: '男声',
    volume: '音量',
    speed: '语速',
    progress: '在文章中的位置',
    progressValue: '第 {{current}} 句，共 {{total}} 句',
    recorded: '录制的音频',
    browser: '浏览器的语音',
    engine: '朗读方式：{{engine}}',
    loading: '正在准备朗读…',
    noSpeech: '您的浏览器无法朗读。',
    noVoices: '您的浏览器没有可朗读这篇文章的语音。',
    offerRecorded: '这篇文章有录音可用。',
    playRecorded: '播放录音',
    noFemaleVoice: '此语言没有女声，由男声朗读。',
    noMaleVoice: '此语言没有男声，由女声朗读。',
    audioFailed: '无法加载录制的音频：改由浏览器的语音朗读。',
    resumeFrom: '将从第 {{current}} 句继续。',
    shortcuts: '键盘快捷键',
    shortcutPlay: 'Alt + Shift + P：播放或暂停',
    shortcutStop: 'Alt + Shift + S：停止',
    shortcutPrevious: 'Alt + Shift + 逗号：上一句',
    shortcutNext: 'Alt + Shift + 句点：下一句',
  },
};

export default zh;
