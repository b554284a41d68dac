import type { ArticleReaderTexts } from './en';

const ar: ArticleReaderTexts = {
  articleReader: {
    title: 'استمع إلى هذا المقال',
    play: 'تشغيل',
    pause: 'إيقاف مؤقت',
    stop: 'إيقاف',
    previous: 'الجملة السابقة',
    next: 'الجملة التالية',
    voice: 'الصوت',
    female: 'أنثوي',
    male: 'ذكوري',
    volume: 'مستوى الصوت',
    speed: 'السرعة',
    progress: 'الموضع في المقال',
    progressValue: 'الجملة {{current}} من {{total}}',
    recorded: 'صوت مسجّل',
    browser: 'صوت متصفحك',
    engine: 'القراءة بواسطة: {{engine}}',
    loading: 'جارٍ تحضير القراءة…',
    noSpeech: 'متصفحك لا يستطيع القراءة بصوت عالٍ.',
    noVoices: 'لا يملك متصفحك أي صوت لقراءة هذا المقال.',
    offerRecorded: 'يتوفر تسجيل صوتي لهذا المقال.',
    playRecorded: 'تشغيل التسجيل',
    noFemaleVoice: 'لا يوجد صوت أنثوي لهذه اللغة: يقرؤه صوت ذكوري.',
    noMaleVoice: 'لا يوجد صوت ذكوري لهذه اللغة: يقرؤه صوت أنثوي.',
    audioFailed: 'تعذّر تحميل الصوت المسجّل: يقرأ صوت متصفحك بدلًا منه.',
    resumeFrom: 'يُستأنف من الجملة {{current}}.',
    shortcuts: 'اختصارات لوحة المفاتيح',
    shortcutPlay: 'Alt + Shift + P: تشغيل أو إيقاف مؤقت',
    shortcutStop: 'Alt + Shift + S: إيقاف',
    shortcutPrevious: 'Alt + Shift + فاصلة: الجملة السابقة',
    shortcutNext: 'Alt + Shift + نقطة: الجملة التالية',
  },
};

export default ar;
