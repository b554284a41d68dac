import { siteContentLimits, type DocumentFile, type LanguageCode, type LanguageContent } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from './draft-fields';
import { DocumentUpload } from './document-upload';
import { HeadingFields } from './heading-fields';
import { ListEditor } from './list-editor';

type Documentation = NonNullable<LanguageContent['documentation']>;
type Item = Documentation['items'][number];

/**
 * The documents in the language being edited: their key (shared by the languages), texts and order, and the PDF of
 * this language for each one the draft holds already.
 */
export function DocumentsEditor({
  value,
  onChange,
  lang,
  savedKeys,
  onUploaded,
}: {
  value: Documentation;
  onChange: (value: Documentation) => void;
  lang: LanguageCode;
  savedKeys: ReadonlySet<string>;
  onUploaded: (key: string, file: DocumentFile, revision: number) => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <div className="grid gap-4">
      <HeadingFields section="documentation" value={value} onChange={onChange} />
      <ListEditor
        path="documentation.items"
        items={value.items}
        onChange={(items) => onChange({ ...value, items })}
        itemName={(index) => t('fields.document', { number: index + 1 })}
        newItem={(): Item => ({ key: '', title: '', description: '', file: null })}
        addLabel={t('list.addDocument')}
        min={0}
        max={siteContentLimits.documents}
        render={(item, index, change) => {
          const at = `documentation.items.${index}`;
          return (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                path={`${at}.key`}
                label={t('fields.key')}
                hint={t('fields.keyHint')}
                value={item.key}
                max={40}
                dir="ltr"
                onChange={(key) => change({ ...item, key })}
              />
              <TextField
                path={`${at}.title`}
                label={t('fields.title')}
                value={item.title}
                max={siteContentLimits.shortText}
                onChange={(title) => change({ ...item, title })}
              />
              <div className="sm:col-span-2">
                <TextField
                  path={`${at}.description`}
                  label={t('fields.description')}
                  value={item.description}
                  max={siteContentLimits.text}
                  rows={2}
                  onChange={(description) => change({ ...item, description })}
                />
              </div>
              <div className="sm:col-span-2">
                <DocumentUpload
                  documentKey={item.key}
                  lang={lang}
                  file={item.file}
                  saved={savedKeys.has(item.key)}
                  onUploaded={(file, revision) => onUploaded(item.key, file, revision)}
                />
              </div>
            </div>
          );
        }}
      />
    </div>
  );
}
