import type { LanguageCode } from '@portfolio/contracts';

/** The words of the administrator's notification of a contact message (in MAIL_ADMIN_LANGUAGE). */
export interface NotificationTexts {
  /** Before the visitor's own subject in the mail's subject line. */
  subjectPrefix: string;
  heading: (name: string) => string;
  from: string;
  language: string;
  received: string;
  /** Replying to the notification answers the visitor (its Reply-To is their address). */
  replyHint: (name: string) => string;
}

/** The line above the quoted message in a reply, in the visitor's language: "On <date>, <name> wrote:". */
export type QuoteIntro = (date: string, name: string) => string;

export const notificationTexts: Record<LanguageCode, NotificationTexts> = {
  en: {
    subjectPrefix: 'Contact',
    heading: (name) => `New message from ${name}`,
    from: 'From',
    language: 'Language',
    received: 'Received',
    replyHint: (name) => `Reply to this email to answer ${name}.`,
  },
  fr: {
    subjectPrefix: 'Contact',
    heading: (name) => `Nouveau message de ${name}`,
    from: 'De',
    language: 'Langue',
    received: 'Reçu le',
    replyHint: (name) => `Répondez à cet e-mail pour répondre à ${name}.`,
  },
  es: {
    subjectPrefix: 'Contacto',
    heading: (name) => `Nuevo mensaje de ${name}`,
    from: 'De',
    language: 'Idioma',
    received: 'Recibido',
    replyHint: (name) => `Responde a este correo para contestar a ${name}.`,
  },
  de: {
    subjectPrefix: 'Kontakt',
    heading: (name) => `Neue Nachricht von ${name}`,
    from: 'Von',
    language: 'Sprache',
    received: 'Eingegangen',
    replyHint: (name) => `Antworten Sie auf diese E-Mail, um ${name} zu antworten.`,
  },
  it: {
    subjectPrefix: 'Contatto',
    heading: (name) => `Nuovo messaggio da ${name}`,
    from: 'Da',
    language: 'Lingua',
    received: 'Ricevuto',
    replyHint: (name) => `Rispondi a questa email per rispondere a ${name}.`,
  },
  pt: {
    subjectPrefix: 'Contato',
    heading: (name) => `Nova mensagem de ${name}`,
    from: 'De',
    language: 'Idioma',
    received: 'Recebida em',
    replyHint: (name) => `Responda a este e-mail para responder a ${name}.`,
  },
  ja: {
    subjectPrefix: 'お問い合わせ',
    heading: (name) => `${name} さんから新しいメッセージ`,
    from: '差出人',
    language: '言語',
    received: '受信日時',
    replyHint: (name) => `このメールに返信すると ${name} さんに返答できます。`,
  },
  zh: {
    subjectPrefix: '联系',
    heading: (name) => `来自 ${name} 的新消息`,
    from: '发件人',
    language: '语言',
    received: '收到时间',
    replyHint: (name) => `回复此邮件即可答复 ${name}。`,
  },
  ar: {
    subjectPrefix: 'تواصل',
    heading: (name) => `رسالة جديدة من ${name}`,
    from: 'من',
    language: 'اللغة',
    received: 'تاريخ الاستلام',
    replyHint: (name) => `ردّ على هذه الرسالة للإجابة على ${name}.`,
  },
  ru: {
    subjectPrefix: 'Обратная связь',
    heading: (name) => `Новое сообщение от ${name}`,
    from: 'От',
    language: 'Язык',
    received: 'Получено',
    replyHint: (name) => `Ответьте на это письмо, чтобы ответить ${name}.`,
  },
};

export const quoteIntros: Record<LanguageCode, QuoteIntro> = {
  en: (date, name) => `On ${date}, ${name} wrote:`,
  fr: (date, name) => `Le ${date}, ${name} a écrit :`,
  es: (date, name) => `El ${date}, ${name} escribió:`,
  de: (date, name) => `Am ${date} schrieb ${name}:`,
  it: (date, name) => `Il ${date}, ${name} ha scritto:`,
  pt: (date, name) => `Em ${date}, ${name} escreveu:`,
  ja: (date, name) => `${date}、${name} さんは書きました:`,
  zh: (date, name) => `${name} 于 ${date} 写道：`,
  ar: (date, name) => `في ${date}، كتب ${name}:`,
  ru: (date, name) => `${date}, ${name} написал(а):`,
};
