import type { ContactTexts } from './en';

const ru: ContactTexts = {
  contact: {
    title: 'Контакты',
    intro: 'Есть проект, вопрос или просто хотите поздороваться? Напишите мне — я отвечу лично.',
    responseTime: 'Обычно я отвечаю в течение 24–48 часов.',
    nameLabel: 'Имя',
    namePlaceholder: 'Ваше имя',
    emailLabel: 'Электронная почта',
    emailPlaceholder: 'vy@primer.ru',
    subjectLabel: 'Тема',
    subjectPlaceholder: 'О чём речь?',
    messageLabel: 'Сообщение',
    messagePlaceholder: 'Ваше сообщение…',
    honeypotLabel: 'Оставьте это поле пустым',
    required: 'Обязательные поля',
    send: 'Отправить сообщение',
    sending: 'Отправка…',
    missingTitle: 'Недостаточно данных',
    missingText: 'Пожалуйста, заполните все обязательные поля.',
    sentTitle: 'Сообщение отправлено!',
    sentText: 'Спасибо за ваше сообщение. Я скоро вам отвечу.',
    failedTitle: 'Не удалось отправить сообщение',
    failedText: 'При отправке сообщения произошла ошибка. Пожалуйста, повторите попытку позже.',
    timeoutText: 'Время ожидания запроса истекло. Проверьте подключение и повторите попытку.',
  },
};

export default ru;
