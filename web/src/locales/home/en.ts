import { siteTextsEn } from '@portfolio/contracts';

/**
 * English texts of the home page (`/`): its head, the hero and the sections about the developer. The reference for
 * the nine other languages: its shape is `HomeTexts`, so every other language must have exactly these keys.
 */
const en = {
  meta: {
    homeTitle: siteTextsEn.home.title,
    homeDescription: siteTextsEn.home.description,
  },
  hero: {
    greeting: 'Hello, I am',
    role: siteTextsEn.role,
    tagline: siteTextsEn.tagline,
    location: 'Based in Lyon, France · open to remote work',
    primaryAction: 'Download my résumé',
    secondaryAction: 'Play a game',
  },
  presentation: {
    title: 'About me',
    paragraph1:
      'For twelve years I have been turning ideas into web products: dashboards for energy networks, booking flows for travellers, banking tools that thousands of advisers open every morning.',
    paragraph2:
      'I like small teams, clear code and measurable results. I write the tests first when the rules are subtle, and I measure before I optimise.',
    paragraph3:
      'Outside work I mentor junior developers, speak at local meetups about accessibility, and build tiny games like the ones on this site.',
  },
  skills: {
    title: 'Skills',
    intro: 'What I bring to a team, day after day.',
    frontend: {
      title: 'Front-end architecture',
      description: 'React applications that stay fast as they grow: routing, data fetching, state and design systems.',
    },
    backend: {
      title: 'APIs and services',
      description: 'Node.js services with clear contracts, validation at the edge and storage that survives failures.',
    },
    devops: {
      title: 'Delivery and operations',
      description: 'Containers, continuous integration and observability, so that shipping is a non-event.',
    },
    accessibility: {
      title: 'Accessibility',
      description:
        'Interfaces that work with a keyboard, a screen reader or a zoom of 400 percent, checked on every change.',
    },
    performance: {
      title: 'Web performance',
      description: 'Budgets for JavaScript and images, lazy loading, and Core Web Vitals watched in production.',
    },
    testing: {
      title: 'Testing',
      description: 'Unit tests where logic lives, end-to-end tests in a real browser where users click.',
    },
  },
  tools: {
    title: 'Tools',
    intro: 'The tools I reach for first, and know well enough to teach.',
    languages: 'Languages',
    frameworks: 'Frameworks and libraries',
    data: 'Databases',
    infrastructure: 'Infrastructure',
    quality: 'Quality',
  },
  companies: {
    title: 'Experience',
    intro: 'Six companies, six very different products.',
    present: 'today',
    company1: {
      role: 'Senior full-stack developer',
      description: 'Leads the analytics dashboard used by three hundred customers; cut its load time by half.',
    },
    company2: {
      role: 'Full-stack developer',
      description:
        'Built custom web applications for museums and public services, with accessibility audits on each release.',
    },
    company3: {
      role: 'Front-end developer',
      description: 'Rewrote the booking flow of a travel start-up as a progressive web app that works offline.',
    },
    company4: {
      role: 'Software engineer',
      description: 'Developed internal banking tools for advisers, with strict security reviews and audit trails.',
    },
    company5: {
      role: 'Web developer',
      description: 'Created real-time monitoring screens for solar and wind farms.',
    },
    company6: {
      role: 'Junior developer',
      description: 'Learned the trade on websites and online shops for independent designers.',
    },
  },
  documentation: {
    title: 'Documents',
    intro: 'Download these documents to learn more about how I work.',
    download: 'Download',
    details: 'PDF · {{size}} · in English',
    resume: {
      title: 'Résumé',
      description: 'Two pages: experience, skills, education and languages.',
    },
    architecture: {
      title: 'Architecture handbook',
      description: 'The principles I follow to design web applications that last.',
    },
    caseStudy: {
      title: 'Case study: offline-first booking',
      description: 'How a travel booking flow kept working on trains and in airports.',
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type HomeTexts = Widen<typeof en>;

export default en satisfies HomeTexts;
