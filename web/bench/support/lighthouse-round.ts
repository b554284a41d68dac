import lighthouse from 'lighthouse';
import type { Round } from './budgets.ts';
import type { BuildWeights } from './weights.ts';

type Item = { url?: string; sourceLocation?: { url?: string }; description?: string; issueType?: string };

export type RoundOutcome =
  { round: Round; versions: string; failing: Map<string, string[]> } | { round?: undefined; problem: string };

/**
 * One Lighthouse run (mobile preset, simulated throttling) of one address in the Chromium at `port`: its scores,
 * metrics and the build's scripts it fetched until idle, and what cost a category its 100, to say why (console
 * errors are often a service this checkout lacks). A run Lighthouse could not finish says what went wrong.
 */
export async function lighthouseRound(url: string, port: number, weights: BuildWeights): Promise<RoundOutcome> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) return { problem: 'Lighthouse returned nothing' };
  const { categories, audits, lighthouseVersion, environment, runtimeError } = result.lhr;
  if (runtimeError || categories.performance?.score == null) return { problem: runtimeError?.code ?? 'no score' };
  const versions = `Lighthouse ${lighthouseVersion}, ${environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`;
  const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items;
  // Every script the visit fetched until Lighthouse saw the page idle: entry, page, texts, idle-time extras.
  const scripts = [
    ...new Set(
      (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => new URL(r.url).pathname.slice(1)),
    ),
  ].filter(weights.has);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const idle = weights.sum(scripts);
  const failing = new Map<string, string[]>();
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of categories[id]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) continue;
      const items = (audit.details as { items?: Item[] } | undefined)?.items ?? [];
      failing.set(
        `${id}: ${audit.title}`,
        items.slice(0, 5).map((item) => {
          const url = item.url || item.sourceLocation?.url;
          return `${url ? new URL(url).pathname : ''}: ${item.description ?? item.issueType ?? ''}`;
        }),
      );
    }
  }
  return {
    versions,
    failing,
    round: {
      scripts,
      idleGzip: idle.gzip,
      idleBrotli: idle.brotli,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    },
  };
}
