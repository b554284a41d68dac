import { personName, type SiteTexts } from '../site-person.ts';

export const siteTextsDe: SiteTexts = {
  role: 'Full-Stack-Entwicklerin für TypeScript',
  tagline:
    'Ich baue schnelle, barrierefreie Webanwendungen, von der ersten Skizze bis in die Produktion, und denke dabei an die Menschen, die sie nutzen.',
  home: {
    heading: personName,
    title: 'Camille Laurent · Full-Stack-Entwicklerin',
    description:
      'Portfolio von Camille Laurent, Full-Stack-Entwicklerin für TypeScript: Fähigkeiten, Werkzeuge, Berufserfahrung, Dokumente und kleine Browserspiele.',
  },
  blog: {
    heading: 'Blog',
    title: 'Blog · Camille Laurent',
    description:
      'Artikel von Camille Laurent über Webentwicklung, React, CSS, Architektur, maschinelles Lernen und Datenschutz, in mehreren Sprachen.',
  },
  games: {
    heading: 'Spiele',
    title: 'Spiele · Camille Laurent',
    description: 'Drei kleine Spiele für eine Pause: Snake, 2048 und Memory, spielbar mit Tastatur und Touchscreen.',
  },
  notFound: {
    heading: 'Seite nicht gefunden',
    title: 'Seite nicht gefunden · Camille Laurent',
    description: 'Diese Seite existiert nicht oder wurde verschoben.',
  },
};
