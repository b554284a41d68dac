import type { ReactNode } from 'react';

export interface GameStat {
  label: string;
  value: ReactNode;
}

/**
 * The frame every game shares: name and rules, running figures, the board, how to play, and a polite live
 * region that announces what changed (a score, a pause, the end) without reading the board at every step.
 */
export function GameFrame({
  id,
  name,
  description,
  help,
  stats,
  announcement,
  controls,
  footer,
  children,
}: {
  id: string;
  name: string;
  description: string;
  help: string;
  stats: GameStat[];
  announcement: string;
  controls: ReactNode;
  /** Below the help: the leaderboard, when the game has one. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {name}
      </h2>
      <p className="mt-1 text-muted-foreground">{description}</p>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
        {stats.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-col items-center gap-4">{children}</div>
      <div className="mt-4 flex flex-wrap justify-center gap-3">{controls}</div>
      <p id={`${id}-help`} className="mt-4 text-center text-sm text-muted-foreground">
        {help}
      </p>
      {footer}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

export const formatClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
