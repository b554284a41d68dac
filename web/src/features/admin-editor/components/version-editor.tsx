import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@portfolio/contracts';
import { MediaPicker } from '@/components/media-picker/media-picker';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { fieldKey } from '../field-errors';
import { useWideScreen } from '../hooks/use-wide-screen';
import { languageName } from '@/lib/language-name';
import { errorText } from './field';
import { MarkdownEditor } from './markdown-editor';
import { MarkdownPreview } from './markdown-preview';
import { SeoFields } from './seo-fields';
import { VersionFields, type VersionFieldsProps } from './version-fields';

interface Props extends VersionFieldsProps {
  onSave: () => void;
}

/**
 * One language version: its fields, its text beside its preview (or as two tabs on a narrow screen, the editor
 * kept alive while hidden so that its undo history survives), and its search-engine fields.
 */
export function VersionEditor({ articleId, version, saved, errors, published, onChange, onSave }: Props) {
  const { t, i18n } = useTranslation('admin-editor');
  const wide = useWideScreen();
  const [pane, setPane] = useState('write');
  const [insertImage, setInsertImage] = useState<((alt: string, src: string) => void) | null>(null);
  const lang = version.lang;
  const onMarkdown = useCallback((markdown: string) => onChange({ markdown }), [onChange]);
  const onImageRequest = useCallback((insert: (alt: string, src: string) => void) => setInsertImage(() => insert), []);
  const pick = (item: MediaItem) => insertImage?.(item.alt[lang] ?? '', item.src);
  const markdownError = errors[fieldKey(lang, 'markdown')];

  const editor = (
    <MarkdownEditor
      lang={lang}
      initial={version.markdown}
      label={t('write.markdown', { language: languageName(lang, i18n.resolvedLanguage) })}
      onChange={onMarkdown}
      onSave={onSave}
      onImageRequest={onImageRequest}
    />
  );
  const preview = <MarkdownPreview lang={lang} markdown={version.markdown} title={version.title} />;

  return (
    <div className="grid grid-cols-1 gap-6">
      <VersionFields
        articleId={articleId}
        version={version}
        saved={saved}
        errors={errors}
        published={published}
        onChange={onChange}
      />
      {markdownError && <p className={errorText}>{markdownError}</p>}
      {wide ? (
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-4">
          {editor}
          {preview}
        </div>
      ) : (
        <Tabs value={pane} onValueChange={setPane}>
          <TabsList>
            <TabsTrigger value="write">{t('write.write')}</TabsTrigger>
            <TabsTrigger value="preview">{t('write.preview')}</TabsTrigger>
          </TabsList>
          <TabsContent value="write" forceMount className="mt-3 data-[state=inactive]:hidden">
            {editor}
          </TabsContent>
          <TabsContent value="preview" className="mt-3">
            {preview}
          </TabsContent>
        </Tabs>
      )}
      <SeoFields articleId={articleId} version={version} errors={errors} onChange={onChange} />
      <MediaPicker open={insertImage !== null} onOpenChange={(open) => !open && setInsertImage(null)} onPick={pick} />
    </div>
  );
}
