import { siteContentLimits, skillIcons, type LanguageContent } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { FieldFrame, inputClass, TextField, useFieldState } from './draft-fields';
import { HeadingFields } from './heading-fields';
import { ListEditor } from './list-editor';

type Skills = NonNullable<LanguageContent['skills']>;
type Skill = Skills['items'][number];

function IconSelect({
  path,
  value,
  onChange,
}: {
  path: string;
  value: Skill['icon'];
  onChange: (icon: Skill['icon']) => void;
}) {
  const { t } = useTranslation('admin-content');
  const { id } = useFieldState(path);
  return (
    <FieldFrame id={id} label={t('fields.icon')}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Skill['icon'])}
        className={inputClass}
      >
        {skillIcons.map((icon) => (
          <option key={icon} value={icon}>
            {t(`icons.${icon}`)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function SkillsEditor({ value, onChange }: { value: Skills; onChange: (value: Skills) => void }) {
  const { t } = useTranslation('admin-content');
  const name = (index: number) => t('fields.skill', { number: index + 1 });
  return (
    <div className="grid gap-4">
      <HeadingFields section="skills" value={value} onChange={onChange} />
      <ListEditor
        path="skills.items"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        itemName={name}
        newItem={(): Skill => ({ icon: skillIcons[0], title: '', description: '' })}
        addLabel={t('list.addSkill')}
        min={1}
        max={siteContentLimits.skills}
        render={(skill, index, change) => (
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <IconSelect
              path={`skills.items.${index}.icon`}
              value={skill.icon}
              onChange={(icon) => change({ ...skill, icon })}
            />
            <TextField
              path={`skills.items.${index}.title`}
              label={t('fields.title')}
              value={skill.title}
              max={siteContentLimits.shortText}
              onChange={(title) => change({ ...skill, title })}
            />
            <div className="sm:col-span-2">
              <TextField
                path={`skills.items.${index}.description`}
                label={t('fields.description')}
                value={skill.description}
                max={siteContentLimits.text}
                rows={2}
                onChange={(description) => change({ ...skill, description })}
              />
            </div>
          </div>
        )}
      />
    </div>
  );
}
