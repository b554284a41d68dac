import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { articleTag, tagLabel, tagLimits, tagSlugs, type LanguageCode } from '@portfolio/contracts';
import { useAdminFormat } from '@/lib/use-admin-format';
import { tagsQuery } from '../api/tags';
import { errorText, inputClass } from './field';

interface Props {
  tags: string[];
  error?: string;
  onChange: (tags: string[]) => void;
}

/** A typed tag as a slug: lower case, spaces and underscores as hyphens, no hyphen at either end. */
const asTag = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The article's tags as removable chips; a field that suggests the known tags and those other articles use (with
 * their labels in the admin's language) and takes a new one with Enter or a comma.
 */
export function TagPicker({ tags, error, onChange }: Props) {
  const { t, i18n } = useTranslation('admin-editor');
  const format = useAdminFormat();
  const language = (i18n.resolvedLanguage ?? 'en') as LanguageCode;
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const known = useQuery(tagsQuery());
  const offered = [...new Set([...tagSlugs, ...(known.data?.tags.map((tag) => tag.slug) ?? [])])].filter(
    (tag) => !tags.includes(tag),
  );

  const add = (raw: string) => {
    const tag = asTag(raw);
    if (!tag) return;
    if (!articleTag.safeParse(tag).success) return setProblem(t('settings.tagInvalid'));
    if (tags.length >= tagLimits.perArticle) {
      return setProblem(t('settings.tagsFull', { count: format.count(tagLimits.perArticle) }));
    }
    setProblem('');
    setText('');
    if (!tags.includes(tag)) onChange([...tags, tag]);
  };
  const shownError = problem || error;

  return (
    <div className="grid grid-cols-1 gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('settings.tags')}
      </label>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('settings.tags')}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border bg-muted py-0.5 ps-3 pe-1 text-sm"
            >
              {tagLabel(tag, language)}
              <button
                type="button"
                aria-label={t('settings.removeTag', { tag: tagLabel(tag, language) })}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        list={`${id}-known`}
        value={text}
        maxLength={tagLimits.length + 1}
        placeholder={t('settings.tagInput')}
        aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
        aria-invalid={Boolean(shownError)}
        onChange={(event) => {
          const value = event.target.value;
          // A suggestion picked from the list (not typed) is a tag as it stands.
          const typed =
            event.nativeEvent instanceof InputEvent && event.nativeEvent.inputType !== 'insertReplacementText';
          if (!typed && offered.includes(value)) add(value);
          else if (value.endsWith(',')) add(value.slice(0, -1));
          else setText(value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add(text);
          }
        }}
        className={inputClass}
      />
      <datalist id={`${id}-known`}>
        {offered.map((tag) => (
          <option key={tag} value={tag}>
            {tagLabel(tag, language)}
          </option>
        ))}
      </datalist>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('settings.tagsHint')}
      </p>
      {shownError && (
        <p id={`${id}-error`} className={errorText}>
          {shownError}
        </p>
      )}
    </div>
  );
}
