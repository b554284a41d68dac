import type { ContactTexts } from './en';

const ja: ContactTexts = {
  contact: {
    title: 'お問い合わせ',
    intro: 'プロジェクトのご相談、ご質問、ちょっとしたご挨拶など、お気軽にどうぞ。私が直接お返事します。',
    responseTime: '通常24～48時間以内にお返事します。',
    nameLabel: 'お名前',
    namePlaceholder: 'お名前を入力',
    emailLabel: 'メールアドレス',
    emailPlaceholder: 'anata@example.jp',
    subjectLabel: '件名',
    subjectPlaceholder: 'どのようなご用件ですか？',
    messageLabel: 'メッセージ',
    messagePlaceholder: 'メッセージを入力…',
    honeypotLabel: 'この欄は空欄のままにしてください',
    required: '必須項目',
    send: 'メッセージを送信',
    sending: '送信中…',
    missingTitle: '入力内容が不足しています',
    missingText: '必須項目をすべて入力してください。',
    sentTitle: 'メッセージを送信しました！',
    sentText: 'メッセージをありがとうございます。近日中にお返事します。',
    failedTitle: 'メッセージを送信できませんでした',
    failedText: 'メッセージの送信中にエラーが発生しました。しばらくしてからもう一度お試しください。',
    timeoutText: 'リクエストがタイムアウトしました。接続を確認して、もう一度お試しください。',
  },
};

export default ja;
