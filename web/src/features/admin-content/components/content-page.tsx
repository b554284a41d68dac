import type { SiteContentAdmin } from '@portfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { siteContentAdminQuery } from '../api/site-content-admin';
import { useContentEditing } from '../hooks/use-content-editing';
import { previewAnswer } from '../preview-answer';
import { DraftFields } from './draft-fields';
import { HistoryPanel } from './history-panel';
import { LanguageEditor } from './language-editor';
import { LanguageSwitcher } from './language-switcher';
import { PersonForm } from './person-form';
import { PreviewPanel, type RenderPreview } from './preview-panel';
import { PublishBar } from './publish-bar';

/** `/admin/content`: the home page's content, once the draft has arrived. */
export function ContentPage({ renderPreview }: { renderPreview: RenderPreview }) {
  const query = useQuery(siteContentAdminQuery());
  if (!query.data) return <QueryFallback query={query} />;
  return <ContentEditor admin={query.data} renderPreview={renderPreview} />;
}

function ContentEditor({ admin, renderPreview }: { admin: SiteContentAdmin; renderPreview: RenderPreview }) {
  const { t } = useTranslation('admin-content');
  const editing = useContentEditing(admin);
  const { lang, value } = editing;
  const [previewing, setPreviewing] = useState(false);
  // A restored version or discarded changes: the person's form and the editors start again from the draft (the
  // tools' text boxes keep what was typed until then).
  const [generation, setGeneration] = useState(0);
  const status = admin.status[lang];
  const savedKeys = useMemo(
    () => new Set(admin.draft.languages[lang]?.documentation?.items.map((item) => item.key)),
    [admin, lang],
  );
  const preview = previewing
    ? previewAnswer({ ...admin.draft, languages: { ...admin.draft.languages, [lang]: value } }, lang)
    : undefined;
  const dirty = editing.isDirty(lang);
  const reset = (next: SiteContentAdmin) => {
    editing.reset(next);
    setGeneration((n) => n + 1);
  };

  return (
    <div className="grid gap-6">
      <PersonForm key={`person-${generation}`} admin={admin} onSaved={editing.setAdmin} />
      <LanguageSwitcher status={admin.status} current={lang} isDirty={editing.isDirty} onSwitch={editing.switchTo} />
      <PublishBar
        admin={admin}
        lang={lang}
        status={status}
        dirty={dirty}
        saving={editing.saving}
        onSave={editing.save}
        onDiscard={() => {
          editing.discard();
          setGeneration((n) => n + 1);
        }}
        onPublished={editing.setAdmin}
      />
      {[...editing.errors.keys()].length > 0 && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
          {t('errors.form')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" aria-expanded={previewing} onClick={() => setPreviewing((p) => !p)}>
          {previewing ? t('actions.hidePreview') : t('actions.preview')}
        </Button>
      </div>
      {previewing && <PreviewPanel content={preview} lang={lang} render={renderPreview} />}
      <DraftFields.Provider value={{ idPrefix: `draft-${lang}`, errors: editing.errors }}>
        <LanguageEditor
          key={`${lang}-${generation}`}
          lang={lang}
          value={value}
          english={admin.draft.languages.en ?? {}}
          status={status}
          savedKeys={savedKeys}
          onChange={editing.change}
          onUploaded={editing.uploaded}
        />
      </DraftFields.Provider>
      <HistoryPanel onRestored={reset} />
    </div>
  );
}
