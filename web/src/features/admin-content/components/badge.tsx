import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A short mark beside a name (a language's or a section's state); its words carry the meaning, not its colour. */
export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'warning'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'rounded-full border px-2 py-0.5 text-xs font-medium',
        tone === 'warning' ? 'border-amber-600 dark:border-amber-400' : 'border-border text-muted-foreground',
      )}
    >
      {children}
    </span>
  );
}
