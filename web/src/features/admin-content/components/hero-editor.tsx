import { siteContentLimits, type LanguageContent } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from './draft-fields';

type Hero = NonNullable<LanguageContent['hero']>;
const fields = ['greeting', 'role', 'tagline', 'location', 'primaryAction', 'secondaryAction'] as const;

export function HeroEditor({ value, onChange }: { value: Hero; onChange: (value: Hero) => void }) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <TextField
          key={field}
          path={`hero.${field}`}
          label={t(`fields.${field}`)}
          value={value[field]}
          max={field === 'tagline' ? siteContentLimits.text : siteContentLimits.shortText}
          rows={field === 'tagline' ? 3 : undefined}
          onChange={(text) => onChange({ ...value, [field]: text })}
        />
      ))}
    </div>
  );
}
