import type { FormEvent, ReactNode } from 'react';

/**
 * A form on a card, named by its heading (`h2` on a page, `h3` inside a message's view) with the line below it
 * that says what the form does; the browser's own validation is off, the form shows its errors in the reader's
 * language.
 */
export function FormCard({
  id,
  title,
  intro,
  heading: Heading = 'h2',
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  heading?: 'h2' | 'h3';
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-lg border bg-card p-4"
    >
      <div>
        <Heading id={`${id}-title`} className={Heading === 'h2' ? 'text-xl font-semibold' : 'text-lg font-semibold'}>
          {title}
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
      </div>
      {children}
    </form>
  );
}
