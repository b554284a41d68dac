import type { LanguageCode } from '@portfolio/contracts';

/** The test mail, in the administrator's language. `{server}` is the host and port it went through. */
export interface TestMailTexts {
  subject: string;
  heading: string;
  body: string;
  sentThrough: string;
}

export const testMailTexts: Record<LanguageCode, TestMailTexts> = {
  en: {
    subject: 'Test email from your site',
    heading: 'Your email settings work',
    body: "This test email was sent from the SMTP settings of your site's administration. Since it reached you, contact notifications, subscription confirmations and newsletters can go out too.",
    sentThrough: 'Sent through {server}.',
  },
  fr: {
    subject: 'E-mail de test de votre site',
    heading: 'Vos réglages d’e-mail fonctionnent',
    body: 'Cet e-mail de test a été envoyé depuis les réglages SMTP de l’administration de votre site. Puisqu’il vous est parvenu, les notifications de contact, les confirmations d’inscription et les newsletters peuvent partir aussi.',
    sentThrough: 'Envoyé via {server}.',
  },
  es: {
    subject: 'Correo de prueba de tu sitio',
    heading: 'Tu configuración de correo funciona',
    body: 'Este correo de prueba se envió desde la configuración SMTP de la administración de tu sitio. Como te ha llegado, también pueden enviarse las notificaciones de contacto, las confirmaciones de suscripción y los boletines.',
    sentThrough: 'Enviado a través de {server}.',
  },
  de: {
    subject: 'Test-E-Mail von Ihrer Website',
    heading: 'Ihre E-Mail-Einstellungen funktionieren',
    body: 'Diese Test-E-Mail wurde aus den SMTP-Einstellungen der Verwaltung Ihrer Website gesendet. Da sie Sie erreicht hat, können auch Kontaktbenachrichtigungen, Anmeldebestätigungen und Newsletter versendet werden.',
    sentThrough: 'Gesendet über {server}.',
  },
  it: {
    subject: 'Email di prova dal tuo sito',
    heading: 'Le impostazioni email funzionano',
    body: "Questa email di prova è stata inviata dalle impostazioni SMTP dell'amministrazione del tuo sito. Dato che ti è arrivata, anche le notifiche dei contatti, le conferme di iscrizione e le newsletter possono essere inviate.",
    sentThrough: 'Inviata tramite {server}.',
  },
  pt: {
    subject: 'E-mail de teste do seu site',
    heading: 'As definições de e-mail funcionam',
    body: 'Este e-mail de teste foi enviado a partir das definições SMTP da administração do seu site. Como chegou até si, as notificações de contacto, as confirmações de subscrição e as newsletters também podem ser enviadas.',
    sentThrough: 'Enviado através de {server}.',
  },
  ja: {
    subject: 'サイトからのテストメール',
    heading: 'メール設定は正常に動作しています',
    body: 'このテストメールは、サイト管理画面の SMTP 設定から送信されました。このメールが届いたので、お問い合わせの通知、購読の確認メール、ニュースレターも送信できます。',
    sentThrough: '{server} 経由で送信しました。',
  },
  zh: {
    subject: '来自您网站的测试邮件',
    heading: '您的邮件设置工作正常',
    body: '这封测试邮件是从您网站管理后台的 SMTP 设置发送的。既然您已收到，联系表单通知、订阅确认邮件和新闻简报也都可以正常发送。',
    sentThrough: '通过 {server} 发送。',
  },
  ar: {
    subject: 'رسالة اختبار من موقعك',
    heading: 'إعدادات البريد الإلكتروني تعمل',
    body: 'أُرسلت رسالة الاختبار هذه من إعدادات SMTP في لوحة إدارة موقعك. وبما أنها وصلتك، فإن إشعارات التواصل ورسائل تأكيد الاشتراك والنشرات البريدية يمكن إرسالها أيضًا.',
    sentThrough: 'أُرسلت عبر {server}.',
  },
  ru: {
    subject: 'Тестовое письмо с вашего сайта',
    heading: 'Настройки почты работают',
    body: 'Это тестовое письмо отправлено из настроек SMTP в панели управления вашим сайтом. Раз оно до вас дошло, уведомления о сообщениях, подтверждения подписки и рассылки тоже будут отправляться.',
    sentThrough: 'Отправлено через {server}.',
  },
};
