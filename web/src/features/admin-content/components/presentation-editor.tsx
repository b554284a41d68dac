import { siteContentLimits, type LanguageContent } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from './draft-fields';
import { ListEditor } from './list-editor';

type Presentation = NonNullable<LanguageContent['presentation']>;

export function PresentationEditor({
  value,
  onChange,
}: {
  value: Presentation;
  onChange: (value: Presentation) => void;
}) {
  const { t } = useTranslation('admin-content');
  const name = (index: number) => t('fields.paragraph', { number: index + 1 });
  return (
    <div className="grid gap-4">
      <TextField
        path="presentation.title"
        label={t('fields.heading')}
        value={value.title}
        max={siteContentLimits.shortText}
        onChange={(title) => onChange({ ...value, title })}
      />
      <ListEditor
        path="presentation.paragraphs"
        items={value.paragraphs}
        onChange={(paragraphs) => onChange({ ...value, paragraphs })}
        itemName={name}
        newItem={() => ''}
        addLabel={t('list.addParagraph')}
        min={1}
        max={siteContentLimits.paragraphs}
        render={(paragraph, index, change) => (
          <TextField
            path={`presentation.paragraphs.${index}`}
            label={name(index)}
            value={paragraph}
            max={siteContentLimits.paragraph}
            rows={4}
            onChange={change}
          />
        )}
      />
    </div>
  );
}
