import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorialLimits, slugify, type AdminVersion, type VersionDraft } from '@portfolio/contracts';
import { SuggestionButton } from '@/components/ai-tasks/suggestion-button';
import { Button } from '@/components/ui/button';
import { fieldKey, type FieldErrors } from '../field-errors';
import { Field, inputClass } from './field';

export interface VersionFieldsProps {
  /** The article's id, for the AI suggestions of its saved text. */
  articleId: string;
  version: VersionDraft;
  /** What the server last said of this version (its former slugs), absent for a translation not saved yet. */
  saved?: AdminVersion;
  errors: FieldErrors;
  /** The article has been public: its address no longer follows title edits unless the slug is edited by hand. */
  published: boolean;
  onChange: (patch: Partial<VersionDraft>) => void;
}

/** Keywords as typed (`a, b, c`) and as sent: trimmed, non-empty, within the limits. */
const keywordsOf = (text: string) =>
  text
    .split(',')
    .map((k) => k.trim().slice(0, editorialLimits.keywordLength))
    .filter(Boolean)
    .slice(0, editorialLimits.keywordCount);

/**
 * One version's title, slug, excerpt, keywords and canonical address. The slug follows the title until the
 * administrator unlocks it to write one of their own.
 */
export function VersionFields({ articleId, version, saved, errors, published, onChange }: VersionFieldsProps) {
  const { t } = useTranslation('admin-editor');
  const { t: ai } = useTranslation('admin-ai');
  const error = (field: string) => errors[fieldKey(version.lang, field)];
  // A slug that is not the title's own was written by hand: it stays as written.
  const [slugUnlocked, setSlugUnlocked] = useState(
    () => version.slug !== '' && version.slug !== slugify(version.title),
  );
  // Typed as text so that a comma being typed is not swallowed; sent as a list.
  const [keywords, setKeywords] = useState(() => version.keywords.join(', '));

  return (
    <div className="grid grid-cols-1 gap-4">
      <Field label={t('fields.title')} error={error('title')}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={version.title}
            maxLength={editorialLimits.titleLength}
            onChange={(event) => {
              const title = event.target.value;
              onChange(slugUnlocked || published ? { title } : { title, slug: slugify(title) });
            }}
            className={`${inputClass} text-lg font-semibold`}
          />
        )}
      </Field>
      <Field
        label={t('fields.slug')}
        error={error('slug')}
        hint={
          <>
            {t('fields.slugHint')}
            {saved &&
              saved.formerSlugs.length > 0 &&
              ` ${t('fields.formerSlugs', { slugs: saved.formerSlugs.join(', ') })}`}
          </>
        }
      >
        {({ id, describedBy, invalid }) => (
          <div className="flex gap-2">
            <input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={version.slug}
              readOnly={!slugUnlocked}
              maxLength={120}
              onChange={(event) => onChange({ slug: event.target.value.toLowerCase().replace(/\s+/g, '-') })}
              className={`${inputClass} font-mono read-only:bg-muted`}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                if (slugUnlocked) onChange({ slug: slugify(version.title) });
                setSlugUnlocked(!slugUnlocked);
              }}
            >
              {slugUnlocked ? t('fields.slugAuto') : t('fields.slugEdit')}
            </Button>
          </div>
        )}
      </Field>
      <Field label={t('fields.excerpt')} error={error('excerpt')}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            rows={3}
            value={version.excerpt}
            maxLength={editorialLimits.excerptLength}
            onChange={(event) => onChange({ excerpt: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <SuggestionButton
        task="suggestions"
        request={{ kind: 'suggest', articleId, language: version.lang, field: 'excerpt' }}
        label={ai('jobs.suggestField', { field: t('fields.excerpt') })}
        text={ai('jobs.suggest')}
        onAccept={(excerpt) => onChange({ excerpt })}
      />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Field label={t('fields.keywords')} hint={t('fields.keywordsHint')} error={error('keywords')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={keywords}
              onChange={(event) => {
                setKeywords(event.target.value);
                onChange({ keywords: keywordsOf(event.target.value) });
              }}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('fields.canonical')} hint={t('fields.canonicalHint')} error={error('canonicalUrl')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="url"
              dir="ltr"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={version.canonicalUrl}
              maxLength={editorialLimits.canonicalLength}
              placeholder="https://"
              onChange={(event) => onChange({ canonicalUrl: event.target.value.trim() })}
              className={inputClass}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
