import { siteContentLimits } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from './draft-fields';

/** A section's heading and introduction, the two texts every list section starts with. */
export function HeadingFields<T extends { title: string; intro: string }>({
  section,
  value,
  onChange,
}: {
  section: string;
  value: T;
  onChange: (value: T) => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        path={`${section}.title`}
        label={t('fields.heading')}
        value={value.title}
        max={siteContentLimits.shortText}
        onChange={(title) => onChange({ ...value, title })}
      />
      <TextField
        path={`${section}.intro`}
        label={t('fields.intro')}
        value={value.intro}
        max={siteContentLimits.text}
        onChange={(intro) => onChange({ ...value, intro })}
      />
    </div>
  );
}
