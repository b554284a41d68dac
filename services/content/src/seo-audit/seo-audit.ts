import type { RequestListener } from 'node:http';
import {
  languageCodes,
  pagePathIn,
  parseRobots,
  seoAuditKinds,
  seoAuditLimits,
  type NotFoundAnswer,
  type SeoAuditReport,
} from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { SlugRedirects } from '../editorial/redirects.ts';
import { articlePath, catalogueOf, type Catalogue } from '../queries/catalogue.ts';
import type { ContentStore } from '../stores/ports.ts';
import { duplicateFindings, internalPath, linkedAddresses, pageFindings, type AuditedPage } from './audit-findings.ts';
import { pageFacts } from './page-facts.ts';
import { withSelfRequests, type SelfRequests } from './self-requests.ts';
import { sitePaths } from './site-paths.ts';

export interface SeoAuditDeps {
  store: ContentStore;
  now: () => Date;
  /** The site's public origin (SITE_ORIGIN). */
  origin: string;
  /** The built SPA's index.html (SPA_INDEX), beside which the build's static files are. */
  spaIndex: string;
  slugRedirects: SlugRedirects;
  /** Whether one of the administrator's redirects takes a path; asked without counting a hit. */
  redirected: (path: string) => Promise<boolean>;
  /** Store work as a request does it: a store down or hung is a 503. */
  fromStore: <T>(work: () => Promise<T>) => Promise<T>;
  /** The service's own request handler, as assembled (its pages, files, redirects and robots.txt). */
  handler: () => RequestListener;
}

type PlannedPage = Omit<AuditedPage, 'facts'>;

/** Pages rendered at once: enough to keep the renderer busy, few enough to leave the service its visitors. */
const concurrency = 4;

async function eachLimited<T>(items: readonly T[], work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** Every public page in every language: the site's three pages in the ten languages, every public article version. */
function plannedPages(catalogue: Catalogue): PlannedPage[] {
  const site = ['/', '/blog', '/games'].flatMap((path) =>
    languageCodes.map((lang) => ({ path, lang, url: pagePathIn(path, lang), owner: { kind: 'site' as const } })),
  );
  const articles = catalogue.articles.flatMap((article) =>
    article.versions.map((version) => ({
      path: `/blog/${version.slug}`,
      lang: version.lang,
      url: articlePath(catalogue, version.slug, version.lang),
      owner: { kind: 'article' as const, articleId: article.id },
    })),
  );
  return [...site, ...articles];
}

/**
 * The SEO audit and the not-found classifier (seo-audit contract): pages are rendered by the service itself, as a
 * crawler gets them (self-requests.ts); links, images and visited paths are resolved without a request a redirect
 * would count (site-paths.ts).
 */
export function seoAudit(deps: SeoAuditDeps) {
  const { origin, fromStore } = deps;

  const pathsOf = (self: SelfRequests, catalogue: Catalogue) =>
    sitePaths({
      catalogue,
      spaIndex: deps.spaIndex,
      slugMoved: async (slug) => (await fromStore(() => deps.slugRedirects(slug, undefined, deps.now()))) !== undefined,
      redirected: (path) => fromStore(() => deps.redirected(path)),
      fileAnswers: async (path) => {
        const status = await self.head(path);
        return status >= 200 && status < 300;
      },
    });

  async function render(self: SelfRequests, planned: readonly PlannedPage[]) {
    const rendered: (AuditedPage | undefined)[] = [];
    await eachLimited(planned, async (page, index) => {
      // A page a redirect takes is not served: it is the redirect's, and rendering it would count a hit.
      if (await fromStore(() => deps.redirected(new URL(page.url, origin).pathname))) return;
      const answer = await self.get(page.url);
      if (answer.status === 503) {
        throw new HttpError(503, 'service_unavailable', 'The pages cannot be rendered now; try again shortly.');
      }
      if (answer.status === 200) rendered[index] = { ...page, facts: pageFacts(answer.body) };
    });
    return rendered.filter((page) => page !== undefined);
  }

  async function report(): Promise<SeoAuditReport> {
    return withSelfRequests(deps.handler(), async (self) => {
      const catalogue = await fromStore(() => catalogueOf(deps.store, deps.now()));
      const robotsAnswer = await self.get('/robots.txt');
      const robots = parseRobots(robotsAnswer.status === 200 ? robotsAnswer.body : '');
      const planned = plannedPages(catalogue);
      const pages = await render(self, planned);

      const statusOf = pathsOf(self, catalogue);
      const targets = new Map<string, Awaited<ReturnType<typeof statusOf>>>();
      const wanted = new Set<string>();
      for (const page of pages) {
        const base = new URL(page.url, origin).href;
        for (const href of linkedAddresses(page.facts)) {
          const path = internalPath(href, origin, base);
          if (path !== undefined) wanted.add(path);
        }
      }
      await eachLimited([...wanted], async (path) => {
        targets.set(path, await statusOf(path));
      });
      const coverOwners = new Map<string, string>();
      for (const article of catalogue.articles) {
        for (const { cover } of article.versions) {
          for (const src of cover ? [cover.src, cover.social] : []) {
            const path = src && internalPath(src, origin, origin);
            if (path) coverOwners.set(path, article.id);
          }
        }
      }

      const knowledge = { targets, robots, coverOwners, origin };
      const order = new Map(planned.map((page, index) => [page.url, index]));
      const kindOrder = (kind: string) => seoAuditKinds.indexOf(kind as (typeof seoAuditKinds)[number]);
      const findings = [...pages.flatMap((page) => pageFindings(page, knowledge)), ...duplicateFindings(pages)].sort(
        (a, b) => order.get(a.url)! - order.get(b.url)! || kindOrder(a.kind) - kindOrder(b.kind),
      );
      return {
        generatedAt: deps.now().toISOString(),
        pages: pages.length,
        findings: findings.slice(0, seoAuditLimits.findings),
        truncated: findings.length > seoAuditLimits.findings,
      };
    });
  }

  async function classify(paths: readonly string[]): Promise<NotFoundAnswer> {
    return withSelfRequests(deps.handler(), async (self) => {
      const statusOf = pathsOf(self, await fromStore(() => catalogueOf(deps.store, deps.now())));
      const answers: NotFoundAnswer['paths'] = [];
      await eachLimited(paths, async (path, index) => {
        answers[index] = { path, status: await statusOf(path) };
      });
      return { paths: answers };
    });
  }

  return { report, classify };
}
export type SeoAudit = ReturnType<typeof seoAudit>;
