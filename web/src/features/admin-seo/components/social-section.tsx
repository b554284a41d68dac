import type { SocialHandles } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import type { SeoForm } from '../hooks/use-seo-form';
import { Field, FormSection, inputClass } from './field';
import { useFieldError } from './use-field-error';

const networks = ['x', 'github', 'linkedin', 'mastodon', 'bluesky'] as const satisfies readonly (keyof SocialHandles)[];

/** The site's accounts elsewhere: X's is named by link previews, all of them by the structured data. */
export function SocialSection({ form }: { form: SeoForm }) {
  const { t } = useTranslation('admin-seo');
  const error = useFieldError(form.refused);
  const { draft, setDraft } = form;
  return (
    <FormSection title={t('social.title')} intro={t('social.intro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {networks.map((network) => (
          <Field
            key={network}
            label={t(`social.${network}`)}
            hint={t(`social.${network}Hint`)}
            error={error(`social.${network}`)}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                value={draft.social[network]}
                maxLength={300}
                onChange={(event) =>
                  setDraft((d) => ({ ...d, social: { ...d.social, [network]: event.target.value } }))
                }
                className={inputClass}
              />
            )}
          </Field>
        ))}
      </div>
    </FormSection>
  );
}
