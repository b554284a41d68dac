import type { ContactTexts } from './en';

const ar: ContactTexts = {
  contact: {
    title: 'تواصل معي',
    intro: 'لديك مشروع أو سؤال أو تريد إلقاء التحية فقط؟ راسلني وسأرد عليك شخصيًا.',
    responseTime: 'أرد عادةً خلال 24 إلى 48 ساعة.',
    nameLabel: 'الاسم',
    namePlaceholder: 'اسمك',
    emailLabel: 'البريد الإلكتروني',
    emailPlaceholder: 'anta@mithal.com',
    subjectLabel: 'الموضوع',
    subjectPlaceholder: 'ما موضوع رسالتك؟',
    messageLabel: 'الرسالة',
    messagePlaceholder: 'رسالتك…',
    honeypotLabel: 'اترك هذا الحقل فارغًا',
    required: 'حقول إلزامية',
    send: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال…',
    missingTitle: 'معلومات ناقصة',
    missingText: 'يرجى ملء جميع الحقول الإلزامية.',
    sentTitle: 'تم إرسال الرسالة!',
    sentText: 'شكرًا لرسالتك. سأرد عليك قريبًا.',
    failedTitle: 'تعذّر إرسال الرسالة',
    failedText: 'حدث خطأ أثناء إرسال رسالتك. يرجى المحاولة مرة أخرى لاحقًا.',
    timeoutText: 'انتهت مهلة الطلب. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  },
};

export default ar;
