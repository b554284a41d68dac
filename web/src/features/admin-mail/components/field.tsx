import { languageCodes, mailLimits } from '@portfolio/contracts';
import { CircleAlert } from 'lucide-react';
import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '@/lib/language-name';

export const inputClass =
  'h-11 w-full rounded-md border border-border bg-background px-3 outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';
export const textareaClass =
  'min-h-32 w-full rounded-md border border-border bg-background p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';

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
      {error && (
        // The theme's red is too dark to read as text on the dark background: the icon carries the colour.
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          {error}
        </p>
      )}
    </div>
  );
}

/** A list's search box (`q`), as long a query as the API takes. */
export function SearchInput({ id, defaultValue }: { id: string; defaultValue: string }) {
  return (
    <input
      id={id}
      name="q"
      type="search"
      defaultValue={defaultValue}
      maxLength={mailLimits.queryLength}
      className={inputClass}
    />
  );
}

/** An option for each of the site's languages, each named in the reader's language. */
export function LanguageOptions() {
  const { i18n } = useTranslation('admin-mail');
  return (
    <>
      {languageCodes.map((code) => (
        <option key={code} value={code}>
          {languageName(code, i18n.language)}
        </option>
      ))}
    </>
  );
}
