import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderPdf, type Block } from './pdf-writer.ts';

/**
 * Writes the sample persona's documents, in English, into the seed the content service starts from
 * (`seed/documents`, committed; rerun after editing the texts):
 *   node services/content/scripts/make-docs.ts
 * The administrator replaces them, per language, on /admin/content.
 */
const author = 'Camille Laurent';
const p = (text: string): Block => ({ kind: 'paragraph', text });
const h = (text: string): Block => ({ kind: 'heading', text });
const li = (text: string): Block => ({ kind: 'bullet', text });

const documents: Record<string, { title: string; blocks: Block[] }> = {
  'resume.pdf': {
    title: 'Camille Laurent - Résumé',
    blocks: [
      { kind: 'title', text: 'Camille Laurent' },
      p('Full-stack TypeScript developer - Lyon, France - open to remote work'),
      h('Profile'),
      p(
        'Twelve years of building web products, from dashboards for energy networks to banking tools used by thousands of advisers every morning. I like small teams, clear code and measurable results.',
      ),
      h('Experience'),
      li(
        '2022 - today: Senior full-stack developer, Nimbus Analytics. Leads the analytics dashboard used by three hundred customers; halved its load time.',
      ),
      li(
        '2019 - 2022: Full-stack developer, Atelier Numérique. Custom web applications for museums and public services, with an accessibility audit on each release.',
      ),
      li(
        '2017 - 2019: Front-end developer, Voyageo. Rewrote the booking flow as a progressive web app that works offline.',
      ),
      li(
        '2015 - 2017: Software engineer, Banque Horizon. Internal banking tools with strict security reviews and audit trails.',
      ),
      li('2014 - 2015: Web developer, GreenGrid Energy. Real-time monitoring screens for solar and wind farms.'),
      li('2012 - 2013: Junior developer, Studio Pixelle. Websites and online shops for independent designers.'),
      { kind: 'pageBreak' },
      h('Skills'),
      li('Front-end architecture: React, routing, data fetching, state, design systems.'),
      li('APIs and services: Node.js, Koa, contracts with zod, PostgreSQL, MongoDB, Redis.'),
      li('Delivery and operations: Docker, nginx, continuous integration, observability.'),
      li('Accessibility: WCAG 2.2 AA audits, keyboard and screen reader testing.'),
      li('Web performance: budgets, lazy loading, Core Web Vitals in production.'),
      li('Testing: Vitest, Playwright, contract tests against real databases.'),
      h('Education'),
      li('2012: Master in computer science, Université Claude Bernard Lyon 1.'),
      h('Languages'),
      li('French (native), English (fluent), Spanish (intermediate), Japanese (beginner).'),
    ],
  },
  'architecture.pdf': {
    title: 'Architecture handbook',
    blocks: [
      { kind: 'title', text: 'Architecture handbook' },
      p(
        'The principles I follow to design web applications that last. Each one fits on a sticky note; each one saved a project at least once.',
      ),
      h('1. Contracts at the edges'),
      p(
        'Every call between two parts of a system has a written, versioned shape. The browser, the services and the tests import the same schema, so a change breaks the build instead of production.',
      ),
      h('2. Real parts in tests'),
      p(
        'Tests talk to a real database, a real browser and a real network stack. Mocks hide the failures that matter: timeouts, encodings, transactions and caches.',
      ),
      h('3. Budgets before optimisation'),
      p(
        'A page gets a budget for JavaScript, images and time to interactive before its first line is written. Measuring against a budget turns performance from an opinion into a number.',
      ),
      h('4. Failure is a feature'),
      p(
        'Every dependency will be down one day. Decide in advance what the user sees, what is retried, what is queued on disk and what is dropped, and test each of those paths.',
      ),
      { kind: 'pageBreak' },
      h('5. Accessible by construction'),
      p(
        'Use the platform: buttons are buttons, links are links, every control has a name. Keyboard and screen reader checks run with every change, not once before launch.',
      ),
      h('6. One source of truth per fact'),
      p(
        'A route table, a list of languages, a limit: each is written once and imported everywhere else. Two copies of a fact are a bug that has not happened yet.',
      ),
      h('7. Small, boring releases'),
      p(
        'Ship small changes often, behind the same pipeline every time. A release should be so uneventful that nobody notices it.',
      ),
    ],
  },
  'case-study.pdf': {
    title: 'Case study: offline-first booking',
    blocks: [
      { kind: 'title', text: 'Case study: offline-first booking' },
      p(
        'How the booking flow of a travel start-up kept working on trains and in airports, where the network comes and goes.',
      ),
      h('The problem'),
      p(
        'Forty percent of bookings were abandoned on mobile, most of them on unstable connections. Each step of the flow needed the network, and a lost request meant starting again.',
      ),
      h('What we built'),
      li('A service worker caching the application shell and the last search results.'),
      li('A local queue of booking steps, replayed in order when the connection returns.'),
      li('Idempotent booking calls, so that a replayed step never books twice.'),
      li('Clear status messages: saved on this device, sending, confirmed.'),
      h('Results'),
      p(
        'Abandoned mobile bookings fell from forty to twenty-two percent in three months. Support tickets about lost bookings almost disappeared.',
      ),
      { kind: 'pageBreak' },
      h('Lessons'),
      li('Design the offline states first; the online path is the easy special case.'),
      li('Make every write idempotent before adding any retry.'),
      li('Test with a throttled, flaky network in the continuous integration pipeline.'),
    ],
  },
};

const target = fileURLToPath(new URL('../seed/documents/', import.meta.url));
mkdirSync(target, { recursive: true });
for (const [name, { title, blocks }] of Object.entries(documents)) {
  const pdf = renderPdf({ title, author }, blocks);
  writeFileSync(`${target}${name}`, pdf);
  process.stdout.write(`${name}: ${pdf.length} bytes\n`);
}
