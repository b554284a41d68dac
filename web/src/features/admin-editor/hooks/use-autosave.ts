import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminArticle, ArticleDraft } from '@portfolio/contracts';
import { ApiError } from '@/lib/api-client';
import { saveArticle } from '../api/save-article';
import {
  conflicted,
  dueAt,
  edited,
  failed,
  initialAutosave,
  refused,
  started,
  succeeded,
  type AutosaveState,
} from '../autosave/autosave-machine';
import { dropBackup, writeBackup } from '../draft-backup';
import { sameDraft } from '../draft';
import { fieldErrorsOf, type FieldErrors } from '../field-errors';

interface Options {
  id: string;
  /** The revision the draft was written on: the server's, or an older one for a draft restored from this browser. */
  baseRevision: number;
  /** The text was restored from this browser and the server does not have it yet. */
  restored: boolean;
  /** When the server last had a save of this article, in milliseconds. */
  savedAt: number;
  draft: ArticleDraft;
  /** Every answer the server gives (a save, a publication): its status and flags for the screen. */
  onArticle: (article: AdminArticle) => void;
}

/** How long the draft waits before it is copied into this browser's storage: a few writes a second at most. */
const backupDelayMs = 250;

/**
 * The editor's saves: the autosave schedule of `autosave-machine` on real timers, the draft kept in this
 * browser until the server has it, and the revision each write is based on, so that a write after another tab's
 * is a conflict rather than an overwrite. `act` runs a publication (or the like) on the saved draft.
 */
export function useAutosave({ id, baseRevision, restored, savedAt, draft, onArticle }: Options) {
  const [state, setState] = useState<AutosaveState>(() =>
    restored ? edited(initialAutosave(savedAt), Date.now()) : initialAutosave(savedAt),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const stateRef = useRef(state);
  const revision = useRef(baseRevision);
  const latest = useRef(draft);
  const running = useRef<Promise<void> | null>(null);
  const first = useRef(true);
  const onArticleRef = useRef(onArticle);
  useEffect(() => {
    onArticleRef.current = onArticle;
  }, [onArticle]);

  const { t } = useTranslation('admin-editor');
  /** A refusal's fields, in the admin's words: a taken slug said as such, the rest as what to check. */
  const errorsOf = useCallback(
    (error: ApiError, sent: ArticleDraft) =>
      fieldErrorsOf(error.details ?? [{ path: 'article', message: error.message }], sent, (message) =>
        error.code === 'slug_taken' ? t('errors.slugTaken') : t('errors.invalid', { message }),
      ),
    [t],
  );

  const update = useCallback((next: (s: AutosaveState) => AutosaveState) => {
    stateRef.current = next(stateRef.current);
    setState(stateRef.current);
  }, []);

  /** Takes a refusal apart: a conflict stops everything, a named field waits for a change, the rest retries. */
  const handleFailure = useCallback(
    (error: unknown, sent: ArticleDraft) => {
      if (error instanceof ApiError && error.status === 409 && error.code === 'conflict') {
        update(conflicted);
      } else if (error instanceof ApiError && (error.status === 400 || error.status === 409 || error.status === 422)) {
        setErrors(errorsOf(error, sent));
        update(refused);
      } else {
        update((s) => failed(s, Date.now()));
      }
    },
    [update, errorsOf],
  );

  const save = useCallback(
    (checkpoint = false): Promise<void> => {
      if (running.current) return running.current;
      if (stateRef.current.status === 'conflict') return Promise.resolve();
      const sent = latest.current;
      update(started);
      const run = saveArticle(id, revision.current, sent, checkpoint)
        .then(
          (article) => {
            revision.current = article.revision;
            onArticleRef.current(article);
            setErrors({});
            update((s) => succeeded(s, Date.now()));
            if (sameDraft(latest.current, sent)) dropBackup(id);
            else writeBackup(id, { baseRevision: article.revision, draft: latest.current });
          },
          (error: unknown) => handleFailure(error, sent),
        )
        .finally(() => {
          running.current = null;
        });
      running.current = run;
      return run;
    },
    [id, update, handleFailure],
  );

  // Every change: the machine hears of it, and this browser keeps a copy until the server has one.
  useEffect(() => {
    latest.current = draft;
    if (first.current) {
      first.current = false;
      return;
    }
    update((s) => edited(s, Date.now()));
    const timer = setTimeout(() => writeBackup(id, { baseRevision: revision.current, draft }), backupDelayMs);
    return () => clearTimeout(timer);
  }, [draft, id, update]);

  // The next save, when the machine says one is due.
  useEffect(() => {
    const at = dueAt(state);
    if (at === null) return;
    const timer = setTimeout(() => void save(), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [state, save]);

  /**
   * Saves what is pending, then runs `action` on the revision the server now has (a publication names the
   * revision it publishes). Throws the action's or the save's refusal; a conflict also stops the autosave.
   */
  const act = useCallback(
    async (action: (revision: number) => Promise<AdminArticle>) => {
      await running.current;
      if (stateRef.current.status !== 'saved') await save();
      const status = stateRef.current.status;
      if (status !== 'saved' && status !== 'pending') throw new Error(`the draft is not saved (${status})`);
      try {
        const article = await action(revision.current);
        revision.current = article.revision;
        onArticleRef.current(article);
        setErrors({});
        return article;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && error.code === 'conflict') update(conflicted);
        if (error instanceof ApiError && error.details) setErrors(errorsOf(error, latest.current));
        throw error;
      }
    },
    [save, update, errorsOf],
  );

  return { state, errors, save, act };
}
