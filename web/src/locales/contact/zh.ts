import type { ContactTexts } from './en';

const zh: ContactTexts = {
  contact: {
    title: '联系',
    intro: '有项目、问题，或者只是想打个招呼？给我写信，我会亲自回复。',
    responseTime: '我通常会在 24–48 小时内回复。',
    nameLabel: '姓名',
    namePlaceholder: '您的姓名',
    emailLabel: '电子邮件',
    emailPlaceholder: 'ni@example.cn',
    subjectLabel: '主题',
    subjectPlaceholder: '关于什么事？',
    messageLabel: '留言',
    messagePlaceholder: '您的留言…',
    honeypotLabel: '请勿填写此字段',
    required: '必填字段',
    send: '发送留言',
    sending: '正在发送…',
    missingTitle: '信息不完整',
    missingText: '请填写所有必填字段。',
    sentTitle: '留言已发送！',
    sentText: '感谢您的留言，我会尽快回复您。',
    failedTitle: '留言发送失败',
    failedText: '发送留言时出错，请稍后再试。',
    timeoutText: '请求超时。请检查网络连接后重试。',
  },
};

export default zh;
