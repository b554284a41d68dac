import { CircleAlert } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorKind } from '../draft-errors';

export const inputClass =
  'h-11 w-full rounded-md border border-border bg-background px-3 outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';
const textareaClass =
  'min-h-24 w-full rounded-md border border-border bg-background p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';

/** The form's refused fields by path, and the prefix that makes each field's id unique on the page. */
export const DraftFields = createContext<{ idPrefix: string; errors: ReadonlyMap<string, ErrorKind> }>({
  idPrefix: 'draft',
  errors: new Map(),
});

/** A list's or a section's refusal (a list with too few items), said above its items. */
export function ErrorNote({ path }: { path: string }) {
  const { t } = useTranslation('admin-content');
  const kind = useContext(DraftFields).errors.get(path);
  if (!kind) return null;
  return (
    <p role="alert" className="flex items-start gap-1.5 text-sm font-medium">
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      {t(`errors.${kind}`)}
    </p>
  );
}

/**
 * A labelled text box for the text at `path` of the language's content, with its hint and its refusal tied to it
 * by `aria-describedby`; `rows` makes it a multi-line box. The maximum length is the contract's.
 */
export function TextField({
  path,
  label,
  value,
  onChange,
  max,
  rows,
  hint,
  dir = 'auto',
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
  hint?: string;
  dir?: 'auto' | 'ltr';
}) {
  const { t } = useTranslation('admin-content');
  const { idPrefix, errors } = useContext(DraftFields);
  const id = `${idPrefix}-${path.replaceAll('.', '-')}`;
  const kind = errors.get(path);
  const described = [hint && `${id}-hint`, kind && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: path,
    value,
    maxLength: max,
    dir,
    'aria-describedby': described,
    'aria-invalid': kind ? true : undefined,
  };
  return (
    <FieldFrame id={id} label={label}>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} className={textareaClass} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(e.target.value)} className={inputClass} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {kind && (
        // The theme's red is too dark to read as text on the dark background: the icon carries the colour.
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          {t(`errors.${kind}`)}
        </p>
      )}
    </FieldFrame>
  );
}

export function FieldFrame({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The id and refusal of the control at `path`, for controls other than text boxes (a month, an icon). */
export function useFieldState(path: string) {
  const { t } = useTranslation('admin-content');
  const { idPrefix, errors } = useContext(DraftFields);
  const id = `${idPrefix}-${path.replaceAll('.', '-')}`;
  const kind = errors.get(path);
  return { id, error: kind ? t(`errors.${kind}`) : undefined };
}
