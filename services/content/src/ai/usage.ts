import type { AiUsage } from '@portfolio/contracts';
import type { AiStore } from '../stores/ai-port.ts';
import type { AiSettingsKeeper } from './ai-settings.ts';
import { monthStart } from './calls.ts';

export const usagePageSize = 50;

export interface AiUsageDeps {
  store: AiStore;
  settings: AiSettingsKeeper;
  now: () => Date;
  fromStore: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The month's estimated spending (UTC calendar month) against the budget, and the log newest first, paged. */
export function aiUsageReport({ store, settings, now, fromStore }: AiUsageDeps) {
  return async (pageText: string | undefined): Promise<AiUsage> => {
    const page = pageText === undefined ? 1 : Number(pageText);
    const [current, month, entries, total] = await fromStore(() =>
      Promise.all([
        settings.current(),
        store.month(monthStart(now())),
        store.usage((page - 1) * usagePageSize, usagePageSize),
        store.usageCount(),
      ]),
    );
    // Sums of fractions of a cent: rounded to a millionth of a dollar, so that the screen never shows 0.30000000004.
    const spentUsd = Math.round(month.spentUsd * 1e6) / 1e6;
    return {
      month: { ...month, spentUsd, budgetUsd: current.limits.monthlyBudgetUsd },
      entries,
      total,
      page,
      pageSize: usagePageSize,
    };
  };
}
