import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorialLimits, type ArticleDraft } from '@portfolio/contracts';
import { createArticle } from '../api/create-article';
import { saveArticle } from '../api/save-article';
import { draftTitle } from '../draft';

/**
 * "Keep my copy" after a conflict: the text in this tab becomes a new draft article (its title marked as a copy,
 * its slugs left to be made again, since the original keeps them), and `onCopied` opens it.
 */
export function useKeepCopy(draft: ArticleDraft, onCopied: (id: string) => void) {
  const { t } = useTranslation('admin-editor');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async () => {
    setPending(true);
    setFailed(false);
    try {
      const title = t('conflict.copyTitle', { title: draftTitle(draft) || t('editor.untitled') }).slice(
        0,
        editorialLimits.titleLength,
      );
      const created = await createArticle(draft.sourceLang, title);
      const copy: ArticleDraft = {
        ...draft,
        versions: draft.versions.map((v) => ({ ...v, slug: '', ...(v.lang === draft.sourceLang && { title }) })),
      };
      await saveArticle(created.id, created.revision, copy, true);
      onCopied(created.id);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return { run: () => void run(), pending, failed };
}
