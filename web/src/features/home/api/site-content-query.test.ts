import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { SiteContentAnswer } from '@portfolio/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { siteContentQuery } from './site-content-query';

const company = { name: 'Nimbus', role: 'Developer', start: '2020-01', end: null, description: 'Dashboards.' };
const answer = (lang: 'en' | 'fr'): SiteContentAnswer => ({
  lang,
  personName: 'Camille Laurent',
  hero: {
    greeting: lang === 'fr' ? 'Bonjour' : 'Hello',
    role: 'Developer',
    tagline: 'Fast sites.',
    location: 'Lyon',
    primaryAction: 'Résumé',
    secondaryAction: 'Play',
    lang,
  },
  presentation: { title: 'About me', paragraphs: ['One.'], lang: 'en' },
  skills: {
    title: 'Skills',
    intro: 'What I do.',
    items: [{ icon: 'server', title: 'APIs', description: 'Koa.' }],
    lang,
  },
  tools: { title: 'Tools', intro: 'What I use.', groups: [{ name: 'Languages', tools: ['TypeScript'] }], lang },
  companies: { title: 'Experience', intro: 'Six.', items: Array.from({ length: 6 }, () => company), lang },
  documentation: { title: 'Documents', intro: 'Read.', items: [], lang },
});

/** The block the content service writes into the home page's head. */
function embed(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'prerendered-site-content';
  script.textContent = JSON.stringify(data);
  document.head.append(script);
}

/** Mounts an observer of the content (the page's useQuery), and says which requests reached the API meanwhile. */
async function mount(lang: 'en' | 'fr') {
  const server = fakeServer({
    'GET /api/content/site': (_, url) =>
      json(200, answer(new URL(url, window.location.origin).searchParams.get('lang') as 'fr')),
  });
  const observer = new QueryObserver(new QueryClient(), siteContentQuery(lang));
  const unsubscribe = observer.subscribe(() => undefined);
  // Settled: shown from the page at once, or once the API answered (the contract's chunk loads first).
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  unsubscribe();
  return { calls: server.calls, data: observer.getCurrentResult().data };
}

describe('the home page content query', () => {
  afterEach(() => document.getElementById('prerendered-site-content')?.remove());

  it("shows the page's own answer without asking the API, and takes it once", async () => {
    embed({ endpoint: 'siteContent', request: { query: { lang: 'fr' } }, answer: answer('fr') });
    const { calls, data } = await mount('fr');
    expect(calls).toEqual([]);
    expect(data?.hero.greeting).toBe('Bonjour');
    expect(document.getElementById('prerendered-site-content')).toBeNull();
  });

  it('asks the API when the page holds the answer of another language', async () => {
    embed({ endpoint: 'siteContent', request: { query: { lang: 'en' } }, answer: answer('en') });
    const { calls, data } = await mount('fr');
    expect(calls.map((call) => call.path)).toEqual(['/api/content/site']);
    expect(data?.hero.greeting).toBe('Bonjour');
    expect(document.getElementById('prerendered-site-content')).not.toBeNull();
  });
});
