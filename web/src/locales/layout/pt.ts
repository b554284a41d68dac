import type { LayoutTexts } from './en';

const pt: LayoutTexts = {
  a11y: {
    skipToContent: 'Ir para o conteúdo',
    scrollToTop: 'Voltar ao topo',
    openMenu: 'Abrir o menu',
    closeMenu: 'Fechar o menu',
    mainNavigation: 'Navegação principal',
    notifications: 'Notificações',
    closeNotification: 'Fechar a notificação',
  },
  menu: {
    title: 'Menu',
    home: 'Início',
    presentation: 'Sobre mim',
    skills: 'Competências',
    companies: 'Experiência',
    documentation: 'Documentos',
    stats: 'Estatísticas',
    games: 'Jogos',
    blog: 'Blog',
  },
  themeToggle: {
    label: 'Tema',
    light: 'Claro',
    dark: 'Escuro',
    system: 'Sistema',
  },
  language: {
    label: 'Idioma',
  },
  footer: {
    rights: '© {{year}} Camille Laurent. Todos os direitos reservados.',
    builtWith: 'Feito com React e TypeScript, com cuidado pela acessibilidade e pelo desempenho.',
  },
  errors: {
    back: 'Página anterior',
    home: 'Página inicial',
  },
};

export default pt;
