import { languageCodes, seoLimits, seoPages, type LanguageCode } from '@portfolio/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '@/lib/language-name';
import type { SeoForm } from '../hooks/use-seo-form';
import { Field, FormSection, inputClass } from './field';
import { LengthGuide } from './length-guide';
import { PageOverrideFields } from './page-override-fields';
import { PagePreview } from './page-preview';
import { useFieldError } from './use-field-error';

/** Whether a language has texts of its own: a default description or a page's settings. */
const hasOwn = (form: SeoForm, lang: LanguageCode) =>
  Boolean(form.draft.defaultDescription[lang]) || seoPages.some((page) => form.draft.pages[page][lang]);

/**
 * Everything said in one language: the default description, then each page's own title, description, image and
 * noindex, with the live previews of what the page will serve.
 */
export function LanguageSection({ form }: { form: SeoForm }) {
  const { t, i18n } = useTranslation('admin-seo');
  const error = useFieldError(form.refused);
  const pageName = useId();
  const { lang, draft } = form;
  const description = draft.defaultDescription[lang] ?? '';
  const name = (code: LanguageCode) => languageName(code, i18n.resolvedLanguage);

  return (
    <FormSection title={t('pages.title')} intro={t('pages.intro')}>
      <Field label={t('pages.language')} hint={t('pages.languageHint')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            value={lang}
            onChange={(event) => form.setLang(event.target.value as LanguageCode)}
            className={`${inputClass} sm:max-w-xs`}
          >
            {languageCodes.map((code) => (
              <option key={code} value={code}>
                {hasOwn(form, code) ? t('pages.languageWithOwn', { language: name(code) }) : name(code)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('pages.defaultDescription', { language: name(lang) })}
        hint={
          <>
            {t('pages.defaultDescriptionHint')} <LengthGuide text={description} range={seoLimits.descriptionAdvice} />
          </>
        }
        error={error(`defaultDescription.${lang}`)}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={2}
            lang={lang}
            dir="auto"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={description}
            maxLength={seoLimits.descriptionLength}
            onChange={(event) => {
              const text = event.target.value;
              form.setDraft((d) => {
                // A language without a description of its own keeps no entry.
                const { [lang]: _, ...others } = d.defaultDescription;
                return { ...d, defaultDescription: text ? { ...others, [lang]: text } : others };
              });
            }}
            className={inputClass}
          />
        )}
      </Field>
      <fieldset className="grid gap-2">
        <legend id={pageName} className="text-sm font-medium">
          {t('pages.page')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {seoPages.map((page) => (
            <label
              key={page}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`${pageName}-page`}
                checked={form.page === page}
                onChange={() => form.setPage(page)}
                className="size-4 accent-primary"
              />
              {t(`pages.${page}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-6">
        <PageOverrideFields form={form} />
        <PagePreview form={form} />
      </div>
    </FormSection>
  );
}
