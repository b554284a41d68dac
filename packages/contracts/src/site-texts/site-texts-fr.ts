import { personName, type SiteTexts } from '../site-person.ts';

export const siteTextsFr: SiteTexts = {
  role: 'Développeuse full-stack TypeScript',
  tagline:
    "Je conçois des applications web rapides et accessibles, de la première esquisse à la mise en production, en pensant d'abord aux personnes qui les utilisent.",
  home: {
    heading: personName,
    title: 'Camille Laurent · Développeuse full-stack',
    description:
      'Portfolio de Camille Laurent, développeuse full-stack TypeScript : compétences, outils, expériences, documents et petits jeux dans le navigateur.',
  },
  blog: {
    heading: 'Blog',
    title: 'Blog · Camille Laurent',
    description:
      'Les articles de Camille Laurent sur le développement web, React, CSS, l’architecture, le machine learning et la vie privée, en plusieurs langues.',
  },
  games: {
    heading: 'Jeux',
    title: 'Jeux · Camille Laurent',
    description:
      'Trois petits jeux pour faire une pause : Snake, 2048 et Memory, jouables au clavier et sur écran tactile.',
  },
  notFound: {
    heading: 'Page introuvable',
    title: 'Page introuvable · Camille Laurent',
    description: "Cette page n'existe pas ou a été déplacée.",
  },
};
