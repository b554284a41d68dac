import { useId, type ReactNode } from 'react';

export { ControlField as Field } from '@/components/form-field';

export const inputClass =
  'min-h-11 w-full rounded-md border border-border bg-background px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';

/** A section of the form, named by its heading, with the line that says what it sets. */
export function FormSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-lg border bg-card p-4">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
      </div>
      {children}
    </section>
  );
}
