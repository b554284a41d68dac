import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled page section; its id is the menu's anchor and its heading names it for assistive technology. */
export function Section({
  id,
  title,
  intro,
  children,
  className,
  lang,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
  /** The section's language when it is not the page's (a text not translated yet). */
  lang?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} lang={lang} aria-labelledby={headingId} className={cn('mx-auto max-w-6xl px-4 py-16', className)}>
      <h2 id={headingId} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-2xl text-muted-foreground">{intro}</p>}
      <div className="mt-8">{children}</div>
    </section>
  );
}
