import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '@/config/constants';
import { allLanguages, languageChoice, type ArticleLanguageChoice } from '../blog-filters';

/** The articles' language (`?in=`): every language, or one of the ten, each named in itself. */
export function LanguageFilter({
  value,
  onChange,
}: {
  value: ArticleLanguageChoice;
  onChange: (language: ArticleLanguageChoice) => void;
}) {
  const { t } = useTranslation('blog');
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        {t('blog.languageLabel')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(languageChoice(event.target.value) ?? allLanguages)}
        className="h-12 min-w-40 rounded-md border bg-background px-3 text-base"
      >
        <option value={allLanguages}>{t('blog.allLanguages')}</option>
        {languages.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
