import { seoLimits, seoPageTexts } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import type { SeoForm } from '../hooks/use-seo-form';
import { Field, inputClass } from './field';
import { ImageChoice } from './image-choice';
import { LengthGuide } from './length-guide';
import { useFieldError } from './use-field-error';

/**
 * The page's own settings in the language on screen. An empty field falls back (shown as its placeholder); the
 * length guides measure what will be served, the page's own text or the one it falls back to.
 */
export function PageOverrideFields({ form }: { form: SeoForm }) {
  const { t } = useTranslation('admin-seo');
  const error = useFieldError(form.refused);
  const { page, lang } = form;
  const own = form.override(page, lang);
  const served = seoPageTexts(form.draft, page, lang);
  // What the page would say without its own texts: the placeholders.
  const fallback = seoPageTexts({ ...form.draft, pages: { ...form.draft.pages, [page]: {} } }, page, lang);
  const key = (field: string) => `pages.${page}.${lang}.${field}`;

  return (
    <div className="grid content-start gap-4">
      <Field
        label={t('pages.ownTitle')}
        hint={<LengthGuide text={served.title} range={seoLimits.titleAdvice} />}
        error={error(key('title'))}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            lang={lang}
            dir="auto"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={own.title}
            placeholder={fallback.title}
            maxLength={seoLimits.titleLength}
            onChange={(event) => form.setOverride({ title: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label={t('pages.ownDescription')}
        hint={<LengthGuide text={served.description} range={seoLimits.descriptionAdvice} />}
        error={error(key('description'))}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={3}
            lang={lang}
            dir="auto"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={own.description}
            placeholder={fallback.description}
            maxLength={seoLimits.descriptionLength}
            onChange={(event) => form.setOverride({ description: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <ImageChoice
        label={t('pages.ownImage')}
        imageId={own.image}
        images={form.images}
        lang={lang}
        without={form.draft.defaultImage ? t('pages.imageDefault') : t('pages.imageNone')}
        error={error(key('image'))}
        onPick={(item) => form.setOverride({ image: form.addImage(item) })}
        onClear={() => form.setOverride({ image: null })}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={own.noindex}
          onChange={(event) => form.setOverride({ noindex: event.target.checked })}
          className="size-4 accent-primary"
        />
        {t('pages.noindex')}
      </label>
    </div>
  );
}
