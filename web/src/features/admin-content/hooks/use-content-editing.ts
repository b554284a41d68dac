import {
  languageDraftPatch,
  type DocumentFile,
  type LanguageCode,
  type LanguageContent,
  type SiteContentAdmin,
} from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { saveDraft } from '../api/save-draft';
import { siteContentAdminQuery } from '../api/site-content-admin';
import { draftErrors, serverErrors, type ErrorKind } from '../draft-errors';
import { withFile } from '../with-file';

type Edits = Partial<Record<LanguageCode, LanguageContent>>;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The content screen's editing state: the language on screen, the changes not saved yet in each language (kept
 * when switching between them), the refused fields, and saving a language's draft, all of it or nothing.
 */
export function useContentEditing(admin: SiteContentAdmin) {
  const { t } = useTranslation('admin-content');
  const queryClient = useQueryClient();
  const [lang, setLang] = useState<LanguageCode>('en');
  const [edits, setEdits] = useState<Edits>({});
  const [errors, setErrors] = useState<ReadonlyMap<string, ErrorKind>>(new Map());
  const saved = (code: LanguageCode) => admin.draft.languages[code] ?? {};
  const value = edits[lang] ?? saved(lang);
  const isDirty = (code: LanguageCode) => edits[code] !== undefined && !same(edits[code], saved(code));
  const setAdmin = (next: SiteContentAdmin) => queryClient.setQueryData(siteContentAdminQuery().queryKey, next);

  const forget = (code: LanguageCode) => setEdits(({ [code]: _gone, ...rest }) => rest as Edits);

  const save = useMutation({
    mutationFn: ({ code, content }: { code: LanguageCode; content: LanguageContent }) =>
      saveDraft(code, { baseRevision: admin.revision, ...content }),
    onSuccess: (next, { code }) => {
      setAdmin(next);
      forget(code);
      toast({ title: t('actions.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        toast({ variant: 'destructive', title: t('errors.conflict') });
      else if (error instanceof ApiError && error.status === 400 && error.details?.length)
        setErrors(serverErrors(error.details));
      else toast({ variant: 'destructive', title: t('actions.saveFailed') });
    },
  });

  return {
    lang,
    /** Another language on screen; its own unsaved changes come back with it. */
    switchTo: (code: LanguageCode) => {
      setErrors(new Map());
      setLang(code);
    },
    value,
    change: (content: LanguageContent) => setEdits((all) => ({ ...all, [lang]: content })),
    isDirty,
    errors,
    saving: save.isPending,
    /** Checked against the contract first, as the server would, so that refusals show without a call. */
    save: () => {
      const parsed = languageDraftPatch.safeParse(value);
      if (!parsed.success) return setErrors(draftErrors(parsed.error.issues));
      setErrors(new Map());
      save.mutate({ code: lang, content: value });
    },
    discard: () => {
      setErrors(new Map());
      forget(lang);
    },
    /** The server filed a PDF into the draft: the draft and the changes on screen both hold it now. */
    uploaded: (key: string, file: DocumentFile, revision: number) => {
      setAdmin({
        ...admin,
        revision,
        draft: { ...admin.draft, languages: { ...admin.draft.languages, [lang]: withFile(saved(lang), key, file) } },
      });
      const editing = edits[lang];
      if (editing) setEdits((all) => ({ ...all, [lang]: withFile(editing, key, file) }));
      void queryClient.invalidateQueries({ queryKey: siteContentAdminQuery().queryKey });
    },
    /** A version restored: the draft is another one, and changes made to the previous one would overwrite it. */
    reset: (next: SiteContentAdmin) => {
      setAdmin(next);
      setEdits({});
      setErrors(new Map());
    },
    setAdmin,
  };
}
