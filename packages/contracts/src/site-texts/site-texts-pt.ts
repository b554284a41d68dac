import { personName, type SiteTexts } from '../site-person.ts';

export const siteTextsPt: SiteTexts = {
  role: 'Desenvolvedora full-stack TypeScript',
  tagline:
    'Crio aplicações web rápidas e acessíveis, do primeiro esboço à produção, pensando nas pessoas que as utilizam.',
  home: {
    heading: personName,
    title: 'Camille Laurent · Desenvolvedora full-stack',
    description:
      'Portfólio de Camille Laurent, desenvolvedora full-stack TypeScript: competências, ferramentas, experiência, documentos e pequenos jogos no navegador.',
  },
  blog: {
    heading: 'Blog',
    title: 'Blog · Camille Laurent',
    description:
      'Artigos de Camille Laurent sobre desenvolvimento web, React, CSS, arquitetura, machine learning e privacidade, em vários idiomas.',
  },
  games: {
    heading: 'Jogos',
    title: 'Jogos · Camille Laurent',
    description:
      'Três pequenos jogos para fazer uma pausa: Snake, 2048 e Memória, jogáveis pelo teclado e na tela sensível ao toque.',
  },
  notFound: {
    heading: 'Página não encontrada',
    title: 'Página não encontrada · Camille Laurent',
    description: 'Esta página não existe ou foi movida.',
  },
};
