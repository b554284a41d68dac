import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** An error's words, readable on both themes (the destructive red is a background colour). */
export const errorText = 'text-sm text-red-700 dark:text-red-300';

export const inputClass =
  'w-full rounded-md border border-border bg-background px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';

interface Props {
  label: string;
  hint?: ReactNode;
  /** The server's word on this field, shown under it and tied to it for screen readers. */
  error?: string;
  className?: string;
  /** The control, given the ids its label, hint and error use. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A labelled control with its hint and its error, each announced with the control. */
export function Field({ label, hint, error, className, children }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorText}>
          {error}
        </p>
      )}
    </div>
  );
}
