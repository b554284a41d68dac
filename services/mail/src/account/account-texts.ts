import type { LanguageCode } from '@portfolio/contracts';

/** The words of one account mail; `{minutes}` in `expiry` is how long the link works. */
export interface AccountMailTexts {
  subject: string;
  heading: string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

export interface AccountTexts {
  reset: AccountMailTexts;
  email: AccountMailTexts;
}

/** The administrator's password reset and email change mails (#21), in the language the request named. */
export const accountTexts: Record<LanguageCode, AccountTexts> = {
  en: {
    reset: {
      subject: 'Reset your administrator password',
      heading: 'Reset your password',
      body: 'Someone (hopefully you) asked to reset the password of the administration area. Choose a new one with the button below; every open session will then be signed out.',
      action: 'Choose a new password',
      expiry: 'This link works once, for {minutes} minutes.',
      ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
    },
    email: {
      subject: 'Confirm your new sign-in email',
      heading: 'Confirm this address',
      body: 'This address was entered as the new sign-in email of the administration area. Confirm it with the button below; you will then sign in with it.',
      action: 'Confirm this address',
      expiry: 'This link works once, for {minutes} minutes.',
      ignore: 'If you did not ask for this, ignore this email: nothing changes.',
    },
  },
  fr: {
    reset: {
      subject: 'Réinitialisez votre mot de passe administrateur',
      heading: 'Réinitialisez votre mot de passe',
      body: "Quelqu'un (vous, espérons-le) a demandé à réinitialiser le mot de passe de l'espace d'administration. Choisissez-en un nouveau avec le bouton ci-dessous ; toutes les sessions ouvertes seront alors fermées.",
      action: 'Choisir un nouveau mot de passe',
      expiry: 'Ce lien fonctionne une seule fois, pendant {minutes} minutes.',
      ignore: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
    },
    email: {
      subject: 'Confirmez votre nouvelle adresse de connexion',
      heading: 'Confirmez cette adresse',
      body: "Cette adresse a été saisie comme nouvelle adresse de connexion de l'espace d'administration. Confirmez-la avec le bouton ci-dessous ; vous vous connecterez ensuite avec elle.",
      action: 'Confirmer cette adresse',
      expiry: 'Ce lien fonctionne une seule fois, pendant {minutes} minutes.',
      ignore: "Si vous n'avez rien demandé, ignorez ce message : rien ne change.",
    },
  },
  es: {
    reset: {
      subject: 'Restablece tu contraseña de administrador',
      heading: 'Restablece tu contraseña',
      body: 'Alguien (esperamos que tú) ha pedido restablecer la contraseña del área de administración. Elige una nueva con el botón de abajo; después se cerrarán todas las sesiones abiertas.',
      action: 'Elegir una contraseña nueva',
      expiry: 'Este enlace funciona una sola vez, durante {minutes} minutos.',
      ignore: 'Si no lo has pedido, ignora este correo: tu contraseña no cambia.',
    },
    email: {
      subject: 'Confirma tu nuevo correo de acceso',
      heading: 'Confirma esta dirección',
      body: 'Esta dirección se ha indicado como nuevo correo de acceso al área de administración. Confírmala con el botón de abajo; después iniciarás sesión con ella.',
      action: 'Confirmar esta dirección',
      expiry: 'Este enlace funciona una sola vez, durante {minutes} minutos.',
      ignore: 'Si no lo has pedido, ignora este correo: nada cambia.',
    },
  },
  de: {
    reset: {
      subject: 'Setze dein Administratorpasswort zurück',
      heading: 'Passwort zurücksetzen',
      body: 'Jemand (hoffentlich du) hat darum gebeten, das Passwort des Verwaltungsbereichs zurückzusetzen. Wähle mit der Schaltfläche unten ein neues; danach werden alle offenen Sitzungen abgemeldet.',
      action: 'Neues Passwort wählen',
      expiry: 'Dieser Link funktioniert einmal, {minutes} Minuten lang.',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
    },
    email: {
      subject: 'Bestätige deine neue Anmelde-E-Mail',
      heading: 'Diese Adresse bestätigen',
      body: 'Diese Adresse wurde als neue Anmelde-E-Mail des Verwaltungsbereichs eingegeben. Bestätige sie mit der Schaltfläche unten; danach meldest du dich mit ihr an.',
      action: 'Diese Adresse bestätigen',
      expiry: 'Dieser Link funktioniert einmal, {minutes} Minuten lang.',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.',
    },
  },
  it: {
    reset: {
      subject: 'Reimposta la password di amministratore',
      heading: 'Reimposta la password',
      body: "Qualcuno (speriamo tu) ha chiesto di reimpostare la password dell'area di amministrazione. Scegline una nuova con il pulsante qui sotto; tutte le sessioni aperte verranno poi chiuse.",
      action: 'Scegli una nuova password',
      expiry: 'Questo link funziona una sola volta, per {minutes} minuti.',
      ignore: 'Se non lo hai chiesto tu, ignora questa email: la password resta invariata.',
    },
    email: {
      subject: 'Conferma il nuovo indirizzo di accesso',
      heading: 'Conferma questo indirizzo',
      body: "Questo indirizzo è stato indicato come nuova email di accesso all'area di amministrazione. Confermalo con il pulsante qui sotto; poi accederai con esso.",
      action: 'Conferma questo indirizzo',
      expiry: 'Questo link funziona una sola volta, per {minutes} minuti.',
      ignore: 'Se non lo hai chiesto tu, ignora questa email: non cambia nulla.',
    },
  },
  pt: {
    reset: {
      subject: 'Redefina a sua palavra-passe de administrador',
      heading: 'Redefina a sua palavra-passe',
      body: 'Alguém (esperamos que você) pediu para redefinir a palavra-passe da área de administração. Escolha uma nova com o botão abaixo; todas as sessões abertas serão então terminadas.',
      action: 'Escolher uma nova palavra-passe',
      expiry: 'Este link funciona uma única vez, durante {minutes} minutos.',
      ignore: 'Se não pediu isto, ignore este email: a sua palavra-passe fica como está.',
    },
    email: {
      subject: 'Confirme o seu novo email de acesso',
      heading: 'Confirme este endereço',
      body: 'Este endereço foi indicado como o novo email de acesso à área de administração. Confirme-o com o botão abaixo; depois passará a entrar com ele.',
      action: 'Confirmar este endereço',
      expiry: 'Este link funciona uma única vez, durante {minutes} minutos.',
      ignore: 'Se não pediu isto, ignore este email: nada muda.',
    },
  },
  ja: {
    reset: {
      subject: '管理者パスワードの再設定',
      heading: 'パスワードを再設定してください',
      body: '管理画面のパスワードの再設定が依頼されました。下のボタンから新しいパスワードを設定してください。設定後、開いているすべてのセッションがサインアウトされます。',
      action: '新しいパスワードを設定',
      expiry: 'このリンクは{minutes}分間、一度だけ使えます。',
      ignore: '心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
    },
    email: {
      subject: '新しいサインイン用メールアドレスの確認',
      heading: 'このアドレスを確認してください',
      body: 'このアドレスが管理画面の新しいサインイン用メールアドレスとして入力されました。下のボタンで確認すると、以後このアドレスでサインインします。',
      action: 'このアドレスを確認',
      expiry: 'このリンクは{minutes}分間、一度だけ使えます。',
      ignore: '心当たりがない場合は、このメールを無視してください。何も変わりません。',
    },
  },
  zh: {
    reset: {
      subject: '重置管理员密码',
      heading: '重置您的密码',
      body: '有人（希望是您）请求重置管理后台的密码。请点击下方按钮设置新密码；之后所有已打开的会话都将退出登录。',
      action: '设置新密码',
      expiry: '此链接只能使用一次，有效期 {minutes} 分钟。',
      ignore: '如果这不是您的请求，请忽略此邮件：您的密码不会改变。',
    },
    email: {
      subject: '确认您的新登录邮箱',
      heading: '确认此地址',
      body: '此地址被填写为管理后台的新登录邮箱。请点击下方按钮确认；之后您将使用它登录。',
      action: '确认此地址',
      expiry: '此链接只能使用一次，有效期 {minutes} 分钟。',
      ignore: '如果这不是您的请求，请忽略此邮件：不会有任何改变。',
    },
  },
  ar: {
    reset: {
      subject: 'إعادة تعيين كلمة مرور المسؤول',
      heading: 'أعد تعيين كلمة المرور',
      body: 'طلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة مرور منطقة الإدارة. اختر كلمة مرور جديدة بالزر أدناه؛ وبعدها سيُسجَّل الخروج من جميع الجلسات المفتوحة.',
      action: 'اختيار كلمة مرور جديدة',
      expiry: 'يعمل هذا الرابط مرة واحدة فقط، لمدة {minutes} دقيقة.',
      ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    },
    email: {
      subject: 'أكّد بريد تسجيل الدخول الجديد',
      heading: 'أكّد هذا العنوان',
      body: 'أُدخل هذا العنوان بريدًا جديدًا لتسجيل الدخول إلى منطقة الإدارة. أكّده بالزر أدناه؛ وبعدها ستسجّل الدخول به.',
      action: 'تأكيد هذا العنوان',
      expiry: 'يعمل هذا الرابط مرة واحدة فقط، لمدة {minutes} دقيقة.',
      ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغير شيء.',
    },
  },
  ru: {
    reset: {
      subject: 'Сброс пароля администратора',
      heading: 'Сбросьте пароль',
      body: 'Кто-то (надеемся, вы) запросил сброс пароля панели администрирования. Задайте новый пароль кнопкой ниже; после этого все открытые сеансы будут завершены.',
      action: 'Задать новый пароль',
      expiry: 'Ссылка работает один раз в течение {minutes} минут.',
      ignore: 'Если вы этого не запрашивали, просто проигнорируйте письмо: пароль останется прежним.',
    },
    email: {
      subject: 'Подтвердите новый адрес для входа',
      heading: 'Подтвердите этот адрес',
      body: 'Этот адрес указан как новый адрес электронной почты для входа в панель администрирования. Подтвердите его кнопкой ниже; затем вы будете входить с ним.',
      action: 'Подтвердить этот адрес',
      expiry: 'Ссылка работает один раз в течение {minutes} минут.',
      ignore: 'Если вы этого не запрашивали, просто проигнорируйте письмо: ничего не изменится.',
    },
  },
};
