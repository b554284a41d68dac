import { type ReactElement, type ReactNode } from 'react';

export { Field, FieldError, inputClass } from '@/components/form-field';

/** A section of a tab: its heading, the line that says what it is for, and its content. */
export function Panel({
  id,
  title,
  intro,
  actions,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  actions?: ReactElement;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
