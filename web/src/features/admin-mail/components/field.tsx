import { languageCodes, mailLimits } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { languageName } from '@/lib/language-name';
import { inputClass } from '@/components/form-field';

export { Field, FieldError, inputClass } from '@/components/form-field';

export const textareaClass =
  'min-h-32 w-full rounded-md border border-border bg-background p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';

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
