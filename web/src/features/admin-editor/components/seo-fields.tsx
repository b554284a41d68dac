import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { editorialLimits, pagePathIn, rightToLeftLanguages, slugify, type VersionDraft } from '@portfolio/contracts';
import { SuggestionButton } from '@/components/ai-tasks/suggestion-button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { cutForSearch, lengthAdvice, searchAddress, searchWidth } from '@/lib/search-preview';
import { useAdminFormat } from '@/lib/use-admin-format';
import { fieldKey, type FieldErrors } from '../field-errors';
import { Field, inputClass } from './field';

const adviceClass = {
  ok: 'text-muted-foreground',
  near: 'text-amber-800 dark:text-amber-300',
  over: 'text-red-700 dark:text-red-300',
} as const;

/** "42 / 60 characters", coloured as it nears and passes the length search engines show. */
function LengthGuide({ length, advice }: { length: number; advice: number }) {
  const { t } = useTranslation('admin-editor');
  const format = useAdminFormat();
  const state = lengthAdvice(length, advice);
  const values = { count: format.count(length), advice: format.count(advice) };
  return (
    <span className={cn('tabular-nums', adviceClass[state])}>
      {state === 'over' ? t('fields.lengthOver', values) : t('fields.length', values)}
    </span>
  );
}

/**
 * The version's title and description for search engines, with the length they show and a preview of the
 * result as a search engine would print it (what is empty falls back as the public page does).
 */
export function SeoFields({
  articleId,
  version,
  errors,
  onChange,
}: {
  articleId: string;
  version: VersionDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<VersionDraft>) => void;
}) {
  const { t } = useTranslation('admin-editor');
  const { t: ai } = useTranslation('admin-ai');
  const title = version.seoTitle || version.title;
  const description = version.seoDescription || version.excerpt;
  const slug = version.slug || slugify(version.title) || '…';
  const address = searchAddress(window.location.origin, pagePathIn(paths.blogArticle(slug), version.lang));
  const headingId = useId();
  const dir = rightToLeftLanguages.includes(version.lang) ? 'rtl' : 'ltr';

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
      <h2 id={headingId} className="font-semibold">
        {t('seo.heading')}
      </h2>
      <Field
        label={t('seo.title')}
        error={errors[fieldKey(version.lang, 'seoTitle')]}
        hint={
          <>
            {t('seo.titleHint')} <LengthGuide length={searchWidth(title)} advice={editorialLimits.seoTitleAdvice} />
          </>
        }
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={version.seoTitle}
            maxLength={editorialLimits.seoTitleLength}
            placeholder={version.title}
            onChange={(event) => onChange({ seoTitle: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <SuggestionButton
        task="suggestions"
        request={{ kind: 'suggest', articleId, language: version.lang, field: 'seoTitle' }}
        label={ai('jobs.suggestField', { field: t('seo.title') })}
        text={ai('jobs.suggest')}
        onAccept={(seoTitle) => onChange({ seoTitle })}
      />
      <Field
        label={t('seo.description')}
        error={errors[fieldKey(version.lang, 'seoDescription')]}
        hint={
          <>
            {t('seo.descriptionHint')}{' '}
            <LengthGuide length={searchWidth(description)} advice={editorialLimits.seoDescriptionAdvice} />
          </>
        }
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={3}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={version.seoDescription}
            maxLength={editorialLimits.seoDescriptionLength}
            placeholder={version.excerpt}
            onChange={(event) => onChange({ seoDescription: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <SuggestionButton
        task="suggestions"
        request={{ kind: 'suggest', articleId, language: version.lang, field: 'seoDescription' }}
        label={ai('jobs.suggestField', { field: t('seo.description') })}
        text={ai('jobs.suggest')}
        onAccept={(seoDescription) => onChange({ seoDescription })}
      />
      <figure className="rounded-md border bg-card p-4">
        <figcaption className="mb-2 text-xs font-medium text-muted-foreground">{t('seo.preview')}</figcaption>
        <div lang={version.lang} dir={dir} data-testid="search-preview">
          <p dir="ltr" className="truncate text-sm text-muted-foreground">
            {address}
          </p>
          <p className="text-lg text-primary">{cutForSearch(title, editorialLimits.seoTitleAdvice)}</p>
          <p className="text-sm">{cutForSearch(description, editorialLimits.seoDescriptionAdvice)}</p>
        </div>
      </figure>
    </section>
  );
}
