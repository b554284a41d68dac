import { documentPaths } from '@/config/paths';

/**
 * The sample developer shown on the home page: the facts that do not change with the language. The texts
 * about them (roles, descriptions) are in the dictionaries under the same keys.
 */
export const personaName = 'Camille Laurent';

export const skillKeys = ['frontend', 'backend', 'devops', 'accessibility', 'performance', 'testing'] as const;

export const toolGroups = [
  { key: 'languages', tools: ['TypeScript', 'JavaScript', 'SQL', 'Python'] },
  { key: 'frameworks', tools: ['React', 'Node.js', 'Koa', 'Vite', 'Tailwind CSS'] },
  { key: 'data', tools: ['PostgreSQL', 'MongoDB', 'Redis', 'SQLite'] },
  { key: 'infrastructure', tools: ['Docker', 'nginx', 'GitHub Actions', 'Linux'] },
  { key: 'quality', tools: ['Vitest', 'Playwright', 'ESLint', 'axe'] },
] as const;

/** Six companies (spec §1), most recent first; months as `YYYY-MM`, `end: null` for the current one. */
export const companies = [
  { key: 'company1', name: 'Nimbus Analytics', start: '2022-03', end: null },
  { key: 'company2', name: 'Atelier Numérique', start: '2019-09', end: '2022-02' },
  { key: 'company3', name: 'Voyageo', start: '2017-06', end: '2019-08' },
  { key: 'company4', name: 'Banque Horizon', start: '2015-10', end: '2017-05' },
  { key: 'company5', name: 'GreenGrid Energy', start: '2014-01', end: '2015-09' },
  { key: 'company6', name: 'Studio Pixelle', start: '2012-09', end: '2013-12' },
] as const;

/** Real files in `public/docs`, written by `scripts/make-docs.ts`; sizes as it prints them (a test checks). */
export const documents = [
  { key: 'resume', href: documentPaths.resume, bytes: 2453 },
  { key: 'architecture', href: documentPaths.architecture, bytes: 2260 },
  { key: 'caseStudy', href: documentPaths.caseStudy, bytes: 1966 },
] as const;
