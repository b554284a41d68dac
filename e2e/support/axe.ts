import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { inject, it } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page against WCAG 2.x A and AA and axe's best practices. Evaluated through the DevTools
 * protocol, so the page's strict CSP (no inline script) stays as it is.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
    }));
  });
}

/** One line per problem, for a failure message a person can act on. */
export const describeViolations = (violations: Violation[]) =>
  violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');

/**
 * A test whose whole point is axe on a page as loaded: run where the topology runs the accessibility checks (see
 * `accessibilityChecks`), reported as skipped elsewhere. Tests that check accessibility along the way of a scenario
 * keep using `it`.
 */
export const axeIt = it.runIf(inject('accessibilityChecks'));
