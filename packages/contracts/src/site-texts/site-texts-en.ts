import { personName, type SiteTexts } from '../site-person.ts';

export const siteTextsEn: SiteTexts = {
  role: 'Full-stack TypeScript developer',
  tagline:
    'I build fast, accessible web applications, from the first sketch to production, and I care about the people who use them.',
  home: {
    heading: personName,
    title: 'Camille Laurent · Full-stack developer',
    description:
      'Portfolio of Camille Laurent, full-stack TypeScript developer: skills, tools, experience, documentation and small browser games.',
  },
  blog: {
    heading: 'Blog',
    title: 'Blog · Camille Laurent',
    description:
      'Articles by Camille Laurent on web development, React, CSS, architecture, machine learning and privacy, in several languages.',
  },
  games: {
    heading: 'Games',
    title: 'Games · Camille Laurent',
    description: 'Three small browser games to take a break: Snake, 2048 and Memory, playable by keyboard and touch.',
  },
  notFound: {
    heading: 'Page not found',
    title: 'Page not found · Camille Laurent',
    description: 'This page does not exist or has moved.',
  },
};
