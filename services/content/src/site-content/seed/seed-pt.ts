import type { LanguageContent } from '@portfolio/contracts';

/** The sample persona's home page in pt (the texts the web app's dictionaries carried before #19). */
export const seedPt: LanguageContent = {
  hero: {
    greeting: 'Olá, eu sou',
    role: 'Desenvolvedora full-stack TypeScript',
    tagline:
      'Crio aplicações web rápidas e acessíveis, do primeiro esboço à produção, pensando nas pessoas que as utilizam.',
    location: 'Moro em Lyon, na França · aberta ao trabalho remoto',
    primaryAction: 'Baixar meu currículo',
    secondaryAction: 'Jogar um jogo',
  },
  presentation: {
    title: 'Sobre mim',
    paragraphs: [
      'Há doze anos transformo ideias em produtos web: painéis para redes de energia, fluxos de reserva para viajantes, ferramentas bancárias que milhares de consultores abrem todas as manhãs.',
      'Gosto de equipes pequenas, código claro e resultados mensuráveis. Escrevo os testes primeiro quando as regras são sutis e meço antes de otimizar.',
      'Fora do trabalho, oriento desenvolvedores iniciantes, falo de acessibilidade em encontros locais e crio pequenos jogos como os deste site.',
    ],
  },
  skills: {
    title: 'Competências',
    intro: 'O que eu trago para uma equipe, dia após dia.',
    items: [
      {
        icon: 'layout-dashboard',
        title: 'Arquitetura front-end',
        description:
          'Aplicações React que continuam rápidas à medida que crescem: rotas, carregamento de dados, estado e design systems.',
      },
      {
        icon: 'server',
        title: 'APIs e serviços',
        description:
          'Serviços Node.js com contratos claros, validação na borda e um armazenamento que resiste a falhas.',
      },
      {
        icon: 'rocket',
        title: 'Entrega e operação',
        description: 'Contêineres, integração contínua e observabilidade, para que cada implantação seja rotina.',
      },
      {
        icon: 'accessibility',
        title: 'Acessibilidade',
        description:
          'Interfaces que funcionam com teclado, leitor de tela ou zoom de 400 %, verificadas a cada alteração.',
      },
      {
        icon: 'gauge',
        title: 'Desempenho web',
        description:
          'Orçamentos para JavaScript e imagens, carregamento sob demanda e Core Web Vitals acompanhados em produção.',
      },
      {
        icon: 'flask-conical',
        title: 'Testes',
        description:
          'Testes unitários onde mora a lógica, testes de ponta a ponta num navegador real onde as pessoas clicam.',
      },
    ],
  },
  tools: {
    title: 'Ferramentas',
    intro: 'As ferramentas que uso primeiro e que conheço o suficiente para ensinar.',
    groups: [
      {
        name: 'Linguagens',
        tools: ['TypeScript', 'JavaScript', 'SQL', 'Python'],
      },
      {
        name: 'Frameworks e bibliotecas',
        tools: ['React', 'Node.js', 'Koa', 'Vite', 'Tailwind CSS'],
      },
      {
        name: 'Bancos de dados',
        tools: ['PostgreSQL', 'MongoDB', 'Redis', 'SQLite'],
      },
      {
        name: 'Infraestrutura',
        tools: ['Docker', 'nginx', 'GitHub Actions', 'Linux'],
      },
      {
        name: 'Qualidade',
        tools: ['Vitest', 'Playwright', 'ESLint', 'axe'],
      },
    ],
  },
  companies: {
    title: 'Experiência',
    intro: 'Seis empresas, seis produtos muito diferentes.',
    items: [
      {
        name: 'Nimbus Analytics',
        role: 'Desenvolvedora full-stack sênior',
        start: '2022-03',
        end: null,
        description:
          'Lidera o painel de análise usado por trezentos clientes; reduziu o tempo de carregamento pela metade.',
      },
      {
        name: 'Atelier Numérique',
        role: 'Desenvolvedora full-stack',
        start: '2019-09',
        end: '2022-02',
        description:
          'Criou aplicações web sob medida para museus e serviços públicos, com uma auditoria de acessibilidade a cada versão.',
      },
      {
        name: 'Voyageo',
        role: 'Desenvolvedora front-end',
        start: '2017-06',
        end: '2019-08',
        description:
          'Reescreveu o fluxo de reserva de uma startup de viagens como aplicação web progressiva que funciona sem conexão.',
      },
      {
        name: 'Banque Horizon',
        role: 'Engenheira de software',
        start: '2015-10',
        end: '2017-05',
        description:
          'Desenvolveu ferramentas bancárias internas para consultores, com revisões de segurança rigorosas e rastreabilidade completa.',
      },
      {
        name: 'GreenGrid Energy',
        role: 'Desenvolvedora web',
        start: '2014-01',
        end: '2015-09',
        description: 'Criou telas de monitoramento em tempo real para parques solares e eólicos.',
      },
      {
        name: 'Studio Pixelle',
        role: 'Desenvolvedora júnior',
        start: '2012-09',
        end: '2013-12',
        description: 'Aprendeu o ofício com sites e lojas virtuais para designers independentes.',
      },
    ],
  },
  documentation: {
    title: 'Documentos',
    intro: 'Baixe estes documentos para saber mais sobre a minha forma de trabalhar.',
    items: [
      {
        key: 'resume',
        title: 'Currículo',
        description: 'Duas páginas: experiência, competências, formação e idiomas.',
        file: null,
      },
      {
        key: 'architecture',
        title: 'Manual de arquitetura',
        description: 'Os princípios que sigo para projetar aplicações web duradouras.',
        file: null,
      },
      {
        key: 'case-study',
        title: 'Estudo de caso: reservas sem conexão',
        description: 'Como um fluxo de reserva de viagens continuou funcionando em trens e aeroportos.',
        file: null,
      },
    ],
  },
};
