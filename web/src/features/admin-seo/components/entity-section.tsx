import { seoLimits, type SeoEntity } from '@portfolio/contracts';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { SeoForm } from '../hooks/use-seo-form';
import { Field, FormSection, inputClass } from './field';
import { ImageChoice } from './image-choice';
import { useFieldError } from './use-field-error';

/** Who the site is about for search engines (schema.org Person or Organization): name, address, image, profiles. */
export function EntitySection({ form }: { form: SeoForm }) {
  const { t } = useTranslation('admin-seo');
  const error = useFieldError(form.refused);
  const { entity } = form.draft;
  const set = (patch: Partial<SeoEntity>) => form.setDraft((d) => ({ ...d, entity: { ...d.entity, ...patch } }));
  const setSameAs = (sameAs: string[]) => set({ sameAs });

  return (
    <FormSection title={t('entity.title')} intro={t('entity.intro')}>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('entity.type')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['Person', 'Organization'] as const).map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="entity-type"
                checked={entity.type === type}
                onChange={() => set({ type })}
                className="size-4 accent-primary"
              />
              {t(`entity.${type === 'Person' ? 'person' : 'organization'}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('entity.name')} error={error('entity.name')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={entity.name}
              maxLength={seoLimits.entityNameLength}
              onChange={(event) => set({ name: event.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('entity.url')} hint={t('entity.urlHint')} error={error('entity.url')}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="url"
              dir="ltr"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={entity.url}
              maxLength={seoLimits.urlLength}
              onChange={(event) => set({ url: event.target.value })}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <ImageChoice
        label={t('entity.image')}
        imageId={entity.image}
        images={form.images}
        lang={form.lang}
        without={t('entity.imageNone')}
        error={error('entity.image')}
        onPick={(item) => set({ image: form.addImage(item) })}
        onClear={() => set({ image: null })}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('entity.sameAs')}</legend>
        <p className="text-sm text-muted-foreground">{t('entity.sameAsHint')}</p>
        {entity.sameAs.map((address, index) => (
          <div key={index} className="flex items-start gap-2">
            <Field
              className="flex-1"
              label={t('entity.sameAsItem', { number: index + 1 })}
              error={error(`entity.sameAs.${index}`)}
            >
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  type="url"
                  dir="ltr"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  value={address}
                  maxLength={seoLimits.urlLength}
                  onChange={(event) => setSameAs(entity.sameAs.map((a, i) => (i === index ? event.target.value : a)))}
                  className={inputClass}
                />
              )}
            </Field>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="mt-7"
              aria-label={t('entity.removeSameAs', { number: index + 1 })}
              onClick={() => setSameAs(entity.sameAs.filter((_, i) => i !== index))}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </div>
        ))}
        {entity.sameAs.length < seoLimits.sameAsCount && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setSameAs([...entity.sameAs, ''])}
          >
            <Plus aria-hidden className="size-4" />
            {t('entity.addSameAs')}
          </Button>
        )}
      </fieldset>
    </FormSection>
  );
}
