import { personName, type SiteTexts } from '../site-person.ts';

export const siteTextsEs: SiteTexts = {
  role: 'Desarrolladora full-stack de TypeScript',
  tagline:
    'Creo aplicaciones web rápidas y accesibles, desde el primer boceto hasta producción, pensando en las personas que las usan.',
  home: {
    heading: personName,
    title: 'Camille Laurent · Desarrolladora full-stack',
    description:
      'Portafolio de Camille Laurent, desarrolladora full-stack de TypeScript: habilidades, herramientas, experiencia, documentos y pequeños juegos en el navegador.',
  },
  blog: {
    heading: 'Blog',
    title: 'Blog · Camille Laurent',
    description:
      'Artículos de Camille Laurent sobre desarrollo web, React, CSS, arquitectura, machine learning y privacidad, en varios idiomas.',
  },
  games: {
    heading: 'Juegos',
    title: 'Juegos · Camille Laurent',
    description:
      'Tres pequeños juegos para tomar un descanso: Snake, 2048 y Memoria, jugables con teclado y en pantalla táctil.',
  },
  notFound: {
    heading: 'Página no encontrada',
    title: 'Página no encontrada · Camille Laurent',
    description: 'Esta página no existe o se ha movido.',
  },
};
