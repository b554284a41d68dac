import type { LanguageCode } from '@portfolio/contracts';

/** The layout's own words: the link under a button for clients that hide it, and the unsubscribe link. */
export interface LayoutTexts {
  copyLink: string;
  unsubscribe: string;
}

export const layoutTexts: Record<LanguageCode, LayoutTexts> = {
  en: {
    copyLink: 'If the button does not work, copy this link into your browser:',
    unsubscribe: 'Unsubscribe',
  },
  fr: {
    copyLink: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    unsubscribe: 'Se désabonner',
  },
  es: {
    copyLink: 'Si el botón no funciona, copia este enlace en tu navegador:',
    unsubscribe: 'Darse de baja',
  },
  de: {
    copyLink: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    unsubscribe: 'Abmelden',
  },
  it: {
    copyLink: 'Se il pulsante non funziona, copia questo link nel browser:',
    unsubscribe: "Annulla l'iscrizione",
  },
  pt: {
    copyLink: 'Se o botão não funcionar, copie este link para o seu navegador:',
    unsubscribe: 'Cancelar inscrição',
  },
  ja: {
    copyLink: 'ボタンが機能しない場合は、次のリンクをブラウザにコピーしてください：',
    unsubscribe: '配信停止',
  },
  zh: {
    copyLink: '如果按钮无法使用，请将此链接复制到浏览器中：',
    unsubscribe: '退订',
  },
  ar: {
    copyLink: 'إذا لم يعمل الزر، فانسخ هذا الرابط إلى متصفحك:',
    unsubscribe: 'إلغاء الاشتراك',
  },
  ru: {
    copyLink: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
    unsubscribe: 'Отписаться',
  },
};
