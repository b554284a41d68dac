import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  draftOf,
  languageCodes,
  type AdminArticle,
  type ArticleDraft,
  type LanguageCode,
  type VersionDraft,
} from '@portfolio/contracts';
import { TranslateArticle } from '@/components/ai-tasks/translate-article';
import { Tabs, TabsContent, TabsList } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { unsaved } from '../autosave/autosave-machine';
import { dropBackup, readBackup } from '../draft-backup';
import { draftTitle, sameDraft, translationOf, withServerSlugs } from '../draft';
import { useAutosave } from '../hooks/use-autosave';
import { useKeepCopy } from '../hooks/use-keep-copy';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { AddTranslation } from './add-translation';
import { ConflictDialog } from './conflict-dialog';
import { CoverField } from './cover-field';
import { HistorySheet } from './history-sheet';
import { PublicationPanel } from './publication-panel';
import { SaveStatus } from './save-status';
import { TagPicker } from './tag-picker';
import { VersionEditor } from './version-editor';
import { VersionTab } from './version-tab';

interface Props {
  article: AdminArticle;
  /** Starts again from this copy of the server's (the latest version after a conflict, a restored one). */
  onReplace: (article: AdminArticle) => void;
  /** Fetches the server's latest copy and starts again from it. */
  onReload: () => Promise<void>;
}

/** The draft the editor opens with: the server's, or this browser's copy of what the server never received. */
function startingPoint(article: AdminArticle) {
  const server = draftOf(article);
  const backup = readBackup(article.id);
  if (backup && !sameDraft(backup.draft, server)) {
    return { draft: backup.draft, baseRevision: backup.baseRevision, restored: true };
  }
  if (backup) dropBackup(article.id);
  return { draft: server, baseRevision: article.revision, restored: false };
}

/** The editor of one article: its language versions as tabs, the article-wide settings beside them. */
export function EditorWorkspace({ article, onReplace, onReload }: Props) {
  const { t } = useTranslation('admin-editor');
  const navigate = useNavigate();
  const [start] = useState(() => startingPoint(article));
  const [draft, setDraft] = useState<ArticleDraft>(start.draft);
  const [server, setServer] = useState(article);
  const [lang, setLang] = useState<LanguageCode>(start.draft.sourceLang);
  const { state, errors, save, act } = useAutosave({
    id: article.id,
    baseRevision: start.baseRevision,
    restored: start.restored,
    savedAt: Date.parse(article.updatedAt),
    draft,
    onArticle: useCallback((saved: AdminArticle) => {
      setServer(saved);
      setDraft((d) => withServerSlugs(d, saved));
    }, []),
  });
  const guard = useLeaveGuard(unsaved(state), t('leave.confirm'));
  const keepCopy = useKeepCopy(draft, (id) => {
    dropBackup(article.id);
    guard.release();
    void navigate(paths.adminBlogEdit(id));
  });
  const [reloading, setReloading] = useState(false);

  // Ctrl+S (⌘S) anywhere on the screen saves a checkpoint, as it does in the text (whose own binding comes first).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      void save(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  const updateVersion = useCallback(
    (target: LanguageCode, patch: Partial<VersionDraft>) =>
      setDraft((d) => ({ ...d, versions: d.versions.map((v) => (v.lang === target ? { ...v, ...patch } : v)) })),
    [],
  );
  const onVersionChange = useCallback(
    (patch: Partial<VersionDraft>) => updateVersion(lang, patch),
    [lang, updateVersion],
  );
  const addVersion = (target: LanguageCode, copy: boolean) => {
    const source = copy ? draft.versions.find((v) => v.lang === draft.sourceLang) : undefined;
    setDraft((d) => ({ ...d, versions: [...d.versions, translationOf(source, target)] }));
    setLang(target);
  };

  // Drafts an AI provider wrote are the server's now: the editor starts again from its copy to show them.
  const onTranslated = useCallback(() => void onReload(), [onReload]);

  const present = new Set(draft.versions.map((v) => v.lang));
  const missing = languageCodes.filter((code) => !present.has(code));
  const title = draftTitle(draft) || t('editor.untitled');

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-lg font-medium" data-testid="editor-title">
            {title}
          </p>
          <SaveStatus state={state} />
        </div>
        <HistorySheet
          articleId={article.id}
          revision={server.revision}
          onRestored={(restored) => {
            dropBackup(article.id);
            onReplace(restored);
          }}
        />
      </div>
      {start.restored && (
        <p role="status" className="rounded-md border border-amber-600/50 bg-amber-500/10 p-3 text-sm">
          {t('editor.restored')}
        </p>
      )}
      {errors.article && (
        <p role="alert" className="rounded-md border border-red-600/50 p-3 text-sm">
          {errors.article}
        </p>
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs value={lang} onValueChange={(value) => setLang(value as LanguageCode)} className="min-w-0">
          <div className="grid gap-3">
            <TabsList aria-label={t('versions.label')} className="justify-start">
              {draft.versions.map((version) => (
                <VersionTab
                  key={version.lang}
                  lang={version.lang}
                  isSource={version.lang === draft.sourceLang}
                  outdated={server.versions.some((v) => v.lang === version.lang && v.outdated)}
                  machineTranslated={server.versions.some((v) => v.lang === version.lang && v.machineTranslated)}
                  invalid={Object.keys(errors).some((key) => key.startsWith(`${version.lang}.`))}
                />
              ))}
            </TabsList>
            <AddTranslation missing={missing} sourceLang={draft.sourceLang} onAdd={addVersion} />
            <TranslateArticle
              articleId={article.id}
              from={draft.sourceLang}
              missing={missing}
              onWritten={onTranslated}
            />
          </div>
          {draft.versions.map((version) => (
            <TabsContent key={version.lang} value={version.lang}>
              <VersionEditor
                articleId={article.id}
                version={version}
                saved={server.versions.find((v) => v.lang === version.lang)}
                errors={errors}
                published={server.publishedAt !== null}
                onChange={onVersionChange}
                onSave={() => void save(true)}
              />
            </TabsContent>
          ))}
        </Tabs>
        <div className="grid grid-cols-1 gap-6">
          <PublicationPanel id={article.id} article={server} act={act} />
          <section className="grid gap-4 rounded-lg border p-4">
            <h2 className="font-semibold">{t('settings.heading')}</h2>
            <TagPicker tags={draft.tags} error={errors.tags} onChange={(tags) => setDraft((d) => ({ ...d, tags }))} />
            <CoverField
              cover={draft.cover}
              lang={lang}
              error={errors.cover}
              onChange={(cover) => setDraft((d) => ({ ...d, cover }))}
            />
          </section>
        </div>
      </div>
      <ConflictDialog
        open={state.status === 'conflict'}
        busy={keepCopy.pending || reloading}
        failed={keepCopy.failed}
        onReload={() => {
          setReloading(true);
          dropBackup(article.id);
          void onReload().finally(() => setReloading(false));
        }}
        onKeep={keepCopy.run}
      />
    </div>
  );
}
