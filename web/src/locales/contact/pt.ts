import type { ContactTexts } from './en';

const pt: ContactTexts = {
  contact: {
    title: 'Contato',
    intro: 'Um projeto, uma pergunta ou apenas um olá? Escreva-me e responderei pessoalmente.',
    responseTime: 'Normalmente respondo em 24 a 48 horas.',
    nameLabel: 'Nome',
    namePlaceholder: 'O seu nome',
    emailLabel: 'E-mail',
    emailPlaceholder: 'voce@exemplo.pt',
    subjectLabel: 'Assunto',
    subjectPlaceholder: 'Sobre o que é?',
    messageLabel: 'Mensagem',
    messagePlaceholder: 'A sua mensagem…',
    honeypotLabel: 'Deixe este campo vazio',
    required: 'Campos obrigatórios',
    send: 'Enviar mensagem',
    sending: 'A enviar…',
    missingTitle: 'Informação em falta',
    missingText: 'Preencha todos os campos obrigatórios.',
    sentTitle: 'Mensagem enviada!',
    sentText: 'Obrigado pela sua mensagem. Responderei em breve.',
    failedTitle: 'Falha no envio da mensagem',
    failedText: 'Ocorreu um erro ao enviar a sua mensagem. Tente novamente mais tarde.',
    timeoutText: 'O pedido expirou. Verifique a sua ligação e tente novamente.',
  },
};

export default pt;
