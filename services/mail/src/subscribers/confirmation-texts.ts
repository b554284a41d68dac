import type { LanguageCode } from '@portfolio/contracts';

/** The words of the confirmation mail (double opt-in), in the subscriber's language. */
export interface ConfirmationTexts {
  subject: string;
  preheader: string;
  heading: string;
  /** The greeting with the first name in place of `{name}`. */
  greetingNamed: string;
  greeting: string;
  body: string;
  action: string;
  /** How long the link works; `{days}` is the number of days. */
  expiry: string;
  /** Why this mail came, and that nothing happens without the click. */
  ignore: string;
}

export const confirmationTexts: Record<LanguageCode, ConfirmationTexts> = {
  en: {
    subject: 'Please confirm your newsletter subscription',
    preheader: 'One click and the weekly newsletter is on its way to you.',
    heading: 'Confirm your subscription',
    greetingNamed: 'Hello {name},',
    greeting: 'Hello,',
    body: 'Thank you for signing up for the weekly newsletter. Please confirm that this address is yours and that you want to receive it.',
    action: 'Confirm my subscription',
    expiry: 'This link works for {days} days.',
    ignore:
      'If you did not sign up, simply ignore this email: you will not be subscribed and will not hear from us again.',
  },
  fr: {
    subject: 'Merci de confirmer votre abonnement à la newsletter',
    preheader: 'Un clic et la newsletter hebdomadaire arrive dans votre boîte.',
    heading: 'Confirmez votre abonnement',
    greetingNamed: 'Bonjour {name},',
    greeting: 'Bonjour,',
    body: 'Merci de vous être inscrit à la newsletter hebdomadaire. Confirmez que cette adresse est bien la vôtre et que vous souhaitez la recevoir.',
    action: 'Confirmer mon abonnement',
    expiry: 'Ce lien est valable {days} jours.',
    ignore:
      'Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail : vous ne serez pas abonné et ne recevrez plus rien de notre part.',
  },
  es: {
    subject: 'Confirma tu suscripción al boletín',
    preheader: 'Un clic y el boletín semanal llegará a tu bandeja de entrada.',
    heading: 'Confirma tu suscripción',
    greetingNamed: 'Hola, {name}:',
    greeting: 'Hola:',
    body: 'Gracias por suscribirte al boletín semanal. Confirma que esta dirección es tuya y que quieres recibirlo.',
    action: 'Confirmar mi suscripción',
    expiry: 'Este enlace es válido durante {days} días.',
    ignore: 'Si no te has suscrito, ignora este correo: no quedarás suscrito y no volverás a recibir nada de nosotros.',
  },
  de: {
    subject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement',
    preheader: 'Ein Klick, und der wöchentliche Newsletter ist auf dem Weg zu Ihnen.',
    heading: 'Bestätigen Sie Ihr Abonnement',
    greetingNamed: 'Hallo {name},',
    greeting: 'Hallo,',
    body: 'Vielen Dank für Ihre Anmeldung zum wöchentlichen Newsletter. Bitte bestätigen Sie, dass diese Adresse Ihnen gehört und Sie ihn erhalten möchten.',
    action: 'Abonnement bestätigen',
    expiry: 'Dieser Link ist {days} Tage lang gültig.',
    ignore:
      'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Sie werden nicht eingetragen und hören nichts mehr von uns.',
  },
  it: {
    subject: "Conferma l'iscrizione alla newsletter",
    preheader: 'Un clic e la newsletter settimanale arriverà nella tua casella.',
    heading: "Conferma l'iscrizione",
    greetingNamed: 'Ciao {name},',
    greeting: 'Ciao,',
    body: 'Grazie per esserti iscritto alla newsletter settimanale. Conferma che questo indirizzo è tuo e che desideri riceverla.',
    action: 'Conferma la mia iscrizione',
    expiry: 'Questo link è valido per {days} giorni.',
    ignore:
      'Se non ti sei iscritto, ignora semplicemente questa email: non sarai iscritto e non riceverai altro da noi.',
  },
  pt: {
    subject: 'Confirme sua inscrição na newsletter',
    preheader: 'Um clique e a newsletter semanal chega à sua caixa de entrada.',
    heading: 'Confirme sua inscrição',
    greetingNamed: 'Olá, {name},',
    greeting: 'Olá,',
    body: 'Obrigado por se inscrever na newsletter semanal. Confirme que este endereço é seu e que deseja recebê-la.',
    action: 'Confirmar minha inscrição',
    expiry: 'Este link é válido por {days} dias.',
    ignore:
      'Se você não se inscreveu, basta ignorar este e-mail: você não será inscrito e não receberá mais nada de nós.',
  },
  ja: {
    subject: 'ニュースレター購読の確認をお願いします',
    preheader: 'ワンクリックで、毎週のニュースレターが届くようになります。',
    heading: '購読を確認してください',
    greetingNamed: '{name} 様',
    greeting: 'こんにちは。',
    body: '週刊ニュースレターにご登録いただきありがとうございます。このメールアドレスがご本人のものであり、配信を希望されることをご確認ください。',
    action: '購読を確認する',
    expiry: 'このリンクの有効期限は {days} 日間です。',
    ignore:
      'お申し込みに心当たりがない場合は、このメールを無視してください。購読は登録されず、今後こちらから連絡することもありません。',
  },
  zh: {
    subject: '请确认您的新闻通讯订阅',
    preheader: '只需点击一下，每周新闻通讯就会发送给您。',
    heading: '确认您的订阅',
    greetingNamed: '{name}，您好：',
    greeting: '您好：',
    body: '感谢您订阅每周新闻通讯。请确认此邮箱地址属于您，并且您希望接收通讯。',
    action: '确认订阅',
    expiry: '此链接在 {days} 天内有效。',
    ignore: '如果您没有订阅，请忽略此邮件：您不会被加入订阅，也不会再收到我们的任何邮件。',
  },
  ar: {
    subject: 'يرجى تأكيد اشتراكك في النشرة الإخبارية',
    preheader: 'نقرة واحدة وتصلك النشرة الأسبوعية.',
    heading: 'أكّد اشتراكك',
    greetingNamed: 'مرحبًا {name}،',
    greeting: 'مرحبًا،',
    body: 'شكرًا لتسجيلك في النشرة الإخبارية الأسبوعية. يرجى تأكيد أن هذا العنوان يخصك وأنك ترغب في تلقيها.',
    action: 'تأكيد اشتراكي',
    expiry: 'هذا الرابط صالح لمدة {days} أيام.',
    ignore: 'إذا لم تشترك، فتجاهل هذه الرسالة ببساطة: لن يتم اشتراكك ولن تتلقى منا أي رسالة أخرى.',
  },
  ru: {
    subject: 'Подтвердите подписку на рассылку',
    preheader: 'Один клик — и еженедельная рассылка будет приходить к вам.',
    heading: 'Подтвердите подписку',
    greetingNamed: 'Здравствуйте, {name}!',
    greeting: 'Здравствуйте!',
    body: 'Спасибо, что подписались на еженедельную рассылку. Подтвердите, что этот адрес принадлежит вам и вы хотите её получать.',
    action: 'Подтвердить подписку',
    expiry: 'Ссылка действительна {days} дней.',
    ignore:
      'Если вы не подписывались, просто проигнорируйте это письмо: подписка не будет оформлена, и мы больше не будем вам писать.',
  },
};
