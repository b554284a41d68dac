import { CircleAlert } from 'lucide-react';
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The admin forms' text inputs and fields (mail, account, technical SEO): one look, one way to tie hints and errors. */
export const inputClass =
  'h-11 w-full rounded-md border border-border bg-background px-3 outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';

/**
 * A labelled control with its hint and its error, both tied to it by `aria-describedby` so that a screen reader
 * reads them with the field; the control is marked invalid while the error shows.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-describedby': described, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** An error in words; the theme's red is too dark to read as text on the dark background, so the icon carries it. */
export function FieldError({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium">
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      {children}
    </p>
  );
}

/**
 * Field for a control that cannot take its ids by cloning (a composite, a control wrapped in others): the ids come
 * to it through `children`, with whether it is invalid. The blog editor's and the SEO screen's fields.
 */
export function ControlField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: ReactNode;
  /** Why the value was refused, shown under the control and read with it. */
  error?: string;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
