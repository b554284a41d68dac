import { siteTextsPt } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const pt: HomeTexts = {
  meta: {
    homeTitle: siteTextsPt.home.title,
    homeDescription: siteTextsPt.home.description,
  },
  hero: {
    greeting: 'Olá, eu sou',
    role: siteTextsPt.role,
    tagline: siteTextsPt.tagline,
    location: 'Moro em Lyon, na França · aberta ao trabalho remoto',
    primaryAction: 'Baixar meu currículo',
    secondaryAction: 'Jogar um jogo',
  },
  presentation: {
    title: 'Sobre mim',
    paragraph1:
      'Há doze anos transformo ideias em produtos web: painéis para redes de energia, fluxos de reserva para viajantes, ferramentas bancárias que milhares de consultores abrem todas as manhãs.',
    paragraph2:
      'Gosto de equipes pequenas, código claro e resultados mensuráveis. Escrevo os testes primeiro quando as regras são sutis e meço antes de otimizar.',
    paragraph3:
      'Fora do trabalho, oriento desenvolvedores iniciantes, falo de acessibilidade em encontros locais e crio pequenos jogos como os deste site.',
  },
  skills: {
    title: 'Competências',
    intro: 'O que eu trago para uma equipe, dia após dia.',
    frontend: {
      title: 'Arquitetura front-end',
      description:
        'Aplicações React que continuam rápidas à medida que crescem: rotas, carregamento de dados, estado e design systems.',
    },
    backend: {
      title: 'APIs e serviços',
      description: 'Serviços Node.js com contratos claros, validação na borda e um armazenamento que resiste a falhas.',
    },
    devops: {
      title: 'Entrega e operação',
      description: 'Contêineres, integração contínua e observabilidade, para que cada implantação seja rotina.',
    },
    accessibility: {
      title: 'Acessibilidade',
      description:
        'Interfaces que funcionam com teclado, leitor de tela ou zoom de 400 %, verificadas a cada alteração.',
    },
    performance: {
      title: 'Desempenho web',
      description:
        'Orçamentos para JavaScript e imagens, carregamento sob demanda e Core Web Vitals acompanhados em produção.',
    },
    testing: {
      title: 'Testes',
      description:
        'Testes unitários onde mora a lógica, testes de ponta a ponta num navegador real onde as pessoas clicam.',
    },
  },
  tools: {
    title: 'Ferramentas',
    intro: 'As ferramentas que uso primeiro e que conheço o suficiente para ensinar.',
    languages: 'Linguagens',
    frameworks: 'Frameworks e bibliotecas',
    data: 'Bancos de dados',
    infrastructure: 'Infraestrutura',
    quality: 'Qualidade',
  },
  companies: {
    title: 'Experiência',
    intro: 'Seis empresas, seis produtos muito diferentes.',
    present: 'hoje',
    company1: {
      role: 'Desenvolvedora full-stack sênior',
      description:
        'Lidera o painel de análise usado por trezentos clientes; reduziu o tempo de carregamento pela metade.',
    },
    company2: {
      role: 'Desenvolvedora full-stack',
      description:
        'Criou aplicações web sob medida para museus e serviços públicos, com uma auditoria de acessibilidade a cada versão.',
    },
    company3: {
      role: 'Desenvolvedora front-end',
      description:
        'Reescreveu o fluxo de reserva de uma startup de viagens como aplicação web progressiva que funciona sem conexão.',
    },
    company4: {
      role: 'Engenheira de software',
      description:
        'Desenvolveu ferramentas bancárias internas para consultores, com revisões de segurança rigorosas e rastreabilidade completa.',
    },
    company5: {
      role: 'Desenvolvedora web',
      description: 'Criou telas de monitoramento em tempo real para parques solares e eólicos.',
    },
    company6: {
      role: 'Desenvolvedora júnior',
      description: 'Aprendeu o ofício com sites e lojas virtuais para designers independentes.',
    },
  },
  documentation: {
    title: 'Documentos',
    intro: 'Baixe estes documentos para saber mais sobre a minha forma de trabalhar.',
    download: 'Baixar',
    details: 'PDF · {{size}} · em inglês',
    resume: {
      title: 'Currículo',
      description: 'Duas páginas: experiência, competências, formação e idiomas.',
    },
    architecture: {
      title: 'Manual de arquitetura',
      description: 'Os princípios que sigo para projetar aplicações web duradouras.',
    },
    caseStudy: {
      title: 'Estudo de caso: reservas sem conexão',
      description: 'Como um fluxo de reserva de viagens continuou funcionando em trens e aeroportos.',
    },
  },
};

export default pt;
