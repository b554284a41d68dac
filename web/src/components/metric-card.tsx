import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One figure with its label and, when there is one, its change against the previous period. `change` is in
 * percent; `null` means there is nothing to compare with.
 */
export function MetricCard({
  label,
  value,
  change,
  changeLabel,
  formatChange,
  noPrevious,
  children,
}: {
  label: string;
  value: string;
  change?: number | null;
  changeLabel?: string;
  formatChange?: (value: number) => string;
  noPrevious?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-3xl font-semibold tabular-nums">{value}</dd>
      {change !== undefined && (
        <dd className="text-sm text-muted-foreground">
          {change === null || !formatChange ? (
            noPrevious
          ) : (
            <>
              <span
                className={cn(
                  'font-medium tabular-nums',
                  change > 0 && 'text-emerald-700 dark:text-emerald-400',
                  change < 0 && 'text-red-700 dark:text-red-400',
                )}
              >
                {formatChange(change)}
              </span>{' '}
              {changeLabel}
            </>
          )}
        </dd>
      )}
      {children && <dd className="mt-2">{children}</dd>}
    </div>
  );
}
