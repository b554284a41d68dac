import { seoLimits } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import type { SeoForm } from '../hooks/use-seo-form';
import { Field, FormSection, inputClass } from './field';
import { ImageChoice } from './image-choice';
import { useFieldError } from './use-field-error';

/** The site-wide settings: its name, how titles are written, the image shared when a page has none. */
export function SiteSection({ form }: { form: SeoForm }) {
  const { t } = useTranslation('admin-seo');
  const error = useFieldError(form.refused);
  const { draft, setDraft } = form;
  return (
    <FormSection title={t('site.title')} intro={t('site.intro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('site.siteName')} hint={t('site.siteNameHint')} error={error('siteName')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={draft.siteName}
              maxLength={seoLimits.siteNameLength}
              onChange={(event) => setDraft((d) => ({ ...d, siteName: event.target.value }))}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('site.titlePattern')} hint={t('site.titlePatternHint')} error={error('titlePattern')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={draft.titlePattern}
              maxLength={seoLimits.titlePatternLength}
              onChange={(event) => setDraft((d) => ({ ...d, titlePattern: event.target.value }))}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <ImageChoice
        label={t('site.defaultImage')}
        imageId={draft.defaultImage}
        images={form.images}
        lang={form.lang}
        without={t('site.defaultImageNone')}
        error={error('defaultImage')}
        onPick={(item) => setDraft((d) => ({ ...d, defaultImage: form.addImage(item) }))}
        onClear={() => setDraft((d) => ({ ...d, defaultImage: null }))}
      />
    </FormSection>
  );
}
