import type { ReactNode } from 'react';
import { AdminHead } from './admin-head';

/** Head, heading and introduction of an admin screen. */
export function ScreenHeader({
  title,
  pageTitle,
  intro,
  children,
}: {
  title: string;
  pageTitle: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <AdminHead title={pageTitle} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-muted-foreground">{intro}</p>
      </div>
      {children}
    </header>
  );
}
