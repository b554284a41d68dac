import type { ReactNode } from 'react';
import { AdminHead } from './admin-head';

/** The card the pages outside the session share with the login screen: its title, and what it is about. */
export function SignInPanel({
  title,
  pageTitle,
  intro,
  children,
}: {
  title: string;
  pageTitle: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid min-h-[70vh] max-w-md place-content-center px-4 py-16">
      <AdminHead title={pageTitle} />
      <div className="grid w-full gap-5 rounded-xl border bg-card p-8 shadow-sm sm:w-md">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          {intro && <p className="mt-2 text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}

export const panelLinkClass = 'text-center text-sm underline underline-offset-4';
