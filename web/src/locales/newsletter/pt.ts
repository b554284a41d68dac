import type { NewsletterTexts } from './en';

const pt: NewsletterTexts = {
  signup: {
    title: 'Boletim informativo',
    intro: 'Um e-mail por semana com os artigos mais recentes. Sem spam, cancele com um clique.',
    emailLabel: 'E-mail',
    emailPlaceholder: 'voce@exemplo.pt',
    firstNameLabel: 'Nome próprio (opcional)',
    firstNamePlaceholder: 'O seu nome próprio',
    honeypotLabel: 'Deixe este campo vazio',
    subscribe: 'Subscrever',
    subscribing: 'A subscrever…',
    invalidTitle: 'E-mail obrigatório',
    invalidText: 'Indique um endereço de e-mail válido para receber as nossas novidades.',
    welcomeTitle: 'Bem-vindo à newsletter!',
    welcomeText: 'Em breve receberá os nossos artigos e reflexões mais recentes.',
    checkInbox: 'Obrigado! Verifique a sua caixa de entrada para confirmar a subscrição.',
    failedTitle: 'A subscrição falhou',
    failedText: 'Tente novamente dentro de alguns momentos.',
  },
  confirm: {
    metaTitle: 'Confirme a sua subscrição',
    metaDescription: 'Confirmação da sua subscrição da newsletter semanal.',
    confirming: 'A confirmar a sua subscrição…',
    confirmedTitle: 'Subscrição confirmada',
    confirmedText: 'Obrigado! Receberá a newsletter todas as semanas, a partir do próximo número.',
    invalidTitle: 'Esta ligação é inválida ou expirou',
    invalidText:
      'As ligações de confirmação são válidas durante sete dias. Subscreva novamente abaixo para receber uma nova.',
    failedTitle: 'Não foi possível concluir a confirmação',
    failedText: 'Não foi possível contactar o servidor. Tente novamente dentro de alguns momentos.',
    retry: 'Tentar novamente',
    home: 'Voltar à página inicial',
  },
  unsubscribe: {
    metaTitle: 'Cancelar a subscrição da newsletter',
    metaDescription: 'Deixar de receber a newsletter semanal.',
    title: 'Cancelar a subscrição da newsletter',
    text: 'Deixará de receber a newsletter semanal neste endereço.',
    button: 'Cancelar subscrição',
    working: 'A cancelar…',
    doneTitle: 'A sua subscrição foi cancelada',
    doneText: 'Já não receberá a newsletter. Pode voltar a subscrever a qualquer momento.',
    invalidTitle: 'Esta ligação é inválida ou expirou',
    invalidText: 'Utilize a ligação de cancelamento de um e-mail recente da newsletter.',
    failedText: 'Não foi possível concluir o pedido. Tente novamente dentro de alguns momentos.',
    home: 'Voltar à página inicial',
  },
};

export default pt;
