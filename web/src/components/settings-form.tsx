import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * An admin settings form saved as a whole (the games, the AI providers' tasks): named by its heading, with what it
 * sets and when it was last saved, an alert when the server refused something no field shows, and its save button.
 */
export function SettingsForm({
  id,
  title,
  intro,
  saved,
  formError,
  pending,
  labels,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  /** When the settings were last saved, in words ("never" included). */
  saved: string;
  formError: string | undefined;
  pending: boolean;
  labels: { save: string; saving: string };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="grid gap-6 rounded-lg border bg-card p-4"
    >
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
        <p className="mt-1 text-sm text-muted-foreground">{saved}</p>
      </div>
      {formError && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
          {formError}
        </p>
      )}
      {children}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? labels.saving : labels.save}
        </Button>
      </div>
    </form>
  );
}
