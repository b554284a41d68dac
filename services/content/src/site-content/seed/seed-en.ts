import type { LanguageContent } from '@portfolio/contracts';

/** The sample persona's home page in en (the texts the web app's dictionaries carried before #19). */
export const seedEn: LanguageContent = {
  hero: {
    greeting: 'Hello, I am',
    role: 'Full-stack TypeScript developer',
    tagline:
      'I build fast, accessible web applications, from the first sketch to production, and I care about the people who use them.',
    location: 'Based in Lyon, France · open to remote work',
    primaryAction: 'Download my résumé',
    secondaryAction: 'Play a game',
  },
  presentation: {
    title: 'About me',
    paragraphs: [
      'For twelve years I have been turning ideas into web products: dashboards for energy networks, booking flows for travellers, banking tools that thousands of advisers open every morning.',
      'I like small teams, clear code and measurable results. I write the tests first when the rules are subtle, and I measure before I optimise.',
      'Outside work I mentor junior developers, speak at local meetups about accessibility, and build tiny games like the ones on this site.',
    ],
  },
  skills: {
    title: 'Skills',
    intro: 'What I bring to a team, day after day.',
    items: [
      {
        icon: 'layout-dashboard',
        title: 'Front-end architecture',
        description:
          'React applications that stay fast as they grow: routing, data fetching, state and design systems.',
      },
      {
        icon: 'server',
        title: 'APIs and services',
        description:
          'Node.js services with clear contracts, validation at the edge and storage that survives failures.',
      },
      {
        icon: 'rocket',
        title: 'Delivery and operations',
        description: 'Containers, continuous integration and observability, so that shipping is a non-event.',
      },
      {
        icon: 'accessibility',
        title: 'Accessibility',
        description:
          'Interfaces that work with a keyboard, a screen reader or a zoom of 400 percent, checked on every change.',
      },
      {
        icon: 'gauge',
        title: 'Web performance',
        description: 'Budgets for JavaScript and images, lazy loading, and Core Web Vitals watched in production.',
      },
      {
        icon: 'flask-conical',
        title: 'Testing',
        description: 'Unit tests where logic lives, end-to-end tests in a real browser where users click.',
      },
    ],
  },
  tools: {
    title: 'Tools',
    intro: 'The tools I reach for first, and know well enough to teach.',
    groups: [
      {
        name: 'Languages',
        tools: ['TypeScript', 'JavaScript', 'SQL', 'Python'],
      },
      {
        name: 'Frameworks and libraries',
        tools: ['React', 'Node.js', 'Koa', 'Vite', 'Tailwind CSS'],
      },
      {
        name: 'Databases',
        tools: ['PostgreSQL', 'MongoDB', 'Redis', 'SQLite'],
      },
      {
        name: 'Infrastructure',
        tools: ['Docker', 'nginx', 'GitHub Actions', 'Linux'],
      },
      {
        name: 'Quality',
        tools: ['Vitest', 'Playwright', 'ESLint', 'axe'],
      },
    ],
  },
  companies: {
    title: 'Experience',
    intro: 'Six companies, six very different products.',
    items: [
      {
        name: 'Nimbus Analytics',
        role: 'Senior full-stack developer',
        start: '2022-03',
        end: null,
        description: 'Leads the analytics dashboard used by three hundred customers; cut its load time by half.',
      },
      {
        name: 'Atelier Numérique',
        role: 'Full-stack developer',
        start: '2019-09',
        end: '2022-02',
        description:
          'Built custom web applications for museums and public services, with accessibility audits on each release.',
      },
      {
        name: 'Voyageo',
        role: 'Front-end developer',
        start: '2017-06',
        end: '2019-08',
        description: 'Rewrote the booking flow of a travel start-up as a progressive web app that works offline.',
      },
      {
        name: 'Banque Horizon',
        role: 'Software engineer',
        start: '2015-10',
        end: '2017-05',
        description: 'Developed internal banking tools for advisers, with strict security reviews and audit trails.',
      },
      {
        name: 'GreenGrid Energy',
        role: 'Web developer',
        start: '2014-01',
        end: '2015-09',
        description: 'Created real-time monitoring screens for solar and wind farms.',
      },
      {
        name: 'Studio Pixelle',
        role: 'Junior developer',
        start: '2012-09',
        end: '2013-12',
        description: 'Learned the trade on websites and online shops for independent designers.',
      },
    ],
  },
  documentation: {
    title: 'Documents',
    intro: 'Download these documents to learn more about how I work.',
    items: [
      {
        key: 'resume',
        title: 'Résumé',
        description: 'Two pages: experience, skills, education and languages.',
        file: null,
      },
      {
        key: 'architecture',
        title: 'Architecture handbook',
        description: 'The principles I follow to design web applications that last.',
        file: null,
      },
      {
        key: 'case-study',
        title: 'Case study: offline-first booking',
        description: 'How a travel booking flow kept working on trains and in airports.',
        file: null,
      },
    ],
  },
};
