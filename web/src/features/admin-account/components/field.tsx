import { type FormEvent, type ReactNode } from 'react';

export { Field, FieldError, inputClass } from '@/components/form-field';

/** A section of the account screen, named by its heading; a form when it has `onSubmit` (browser validation off). */
export function Card({
  id,
  title,
  intro,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const heading = (
    <div>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
    </div>
  );
  const className = 'grid content-start gap-4 rounded-lg border bg-card p-4';
  return onSubmit ? (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className={className}>
      {heading}
      {children}
    </form>
  ) : (
    <section aria-labelledby={`${id}-title`} className={className}>
      {heading}
      {children}
    </section>
  );
}
