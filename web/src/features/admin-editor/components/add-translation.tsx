import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@portfolio/contracts';
import { Button } from '@/components/ui/button';
import { languageName } from '@/lib/language-name';
import { inputClass } from './field';

interface Props {
  missing: LanguageCode[];
  sourceLang: LanguageCode;
  /** `copy`: the new version starts as the source version's words, to translate over; else empty. */
  onAdd: (lang: LanguageCode, copy: boolean) => void;
}

/** "Add translation": a missing language, and whether it starts from the source text or from nothing. */
export function AddTranslation({ missing, sourceLang, onAdd }: Props) {
  const { t, i18n } = useTranslation('admin-editor');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [lang, setLang] = useState<LanguageCode | ''>('');
  const [copy, setCopy] = useState(true);
  const name = (code: string) => languageName(code, i18n.resolvedLanguage);
  if (missing.length === 0) return <p className="text-sm text-muted-foreground">{t('versions.noneMissing')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = lang || missing[0]!;
    onAdd(chosen, copy);
    setOpen(false);
    setLang('');
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {t('versions.missing', { languages: missing.map(name).join(', ') })}
      </p>
      {!open ? (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
          <Plus aria-hidden />
          {t('versions.add')}
        </Button>
      ) : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-md border p-3">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-lang`} className="text-sm font-medium">
              {t('versions.addLanguage')}
            </label>
            <select
              id={`${id}-lang`}
              value={lang || missing[0]}
              onChange={(event) => setLang(event.target.value as LanguageCode)}
              className={`${inputClass} w-auto`}
            >
              {missing.map((code) => (
                <option key={code} value={code}>
                  {name(code)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid gap-1">
            <legend className="text-sm font-medium">{t('versions.startFrom')}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name={`${id}-start`} checked={copy} onChange={() => setCopy(true)} />
              {t('versions.startSource', { language: name(sourceLang) })}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name={`${id}-start`} checked={!copy} onChange={() => setCopy(false)} />
              {t('versions.startEmpty')}
            </label>
          </fieldset>
          <div className="flex gap-2">
            <Button type="submit" size="sm">
              {t('versions.create')}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
              {t('versions.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
