import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminArticle } from '@portfolio/contracts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { publishArticle, scheduleArticle, unpublishArticle } from '../api/publication';
import { errorText, inputClass } from './field';

type Act = (action: (revision: number) => Promise<AdminArticle>) => Promise<AdminArticle>;

/** `2026-11-24T09:30` in this browser's time zone, what a datetime-local field reads and writes. */
const localInput = (date: Date) => {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
};

/**
 * Where the article stands (draft, scheduled, published, and whether the public page shows this draft) and the
 * ways to change it: publish now, schedule at a date and time in the admin's time zone, unpublish. Each first saves
 * what is pending, then acts on that revision.
 */
export function PublicationPanel({ id, article, act }: { id: string; article: AdminArticle; act: Act }) {
  const { t } = useTranslation('admin-editor');
  const format = useAdminFormat();
  const fieldId = useId();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (
    kind: 'publish' | 'schedule' | 'unpublish',
    action: (revision: number) => Promise<AdminArticle>,
  ) => {
    setBusy(true);
    setProblem('');
    try {
      await act(action);
      toast({ title: t(`publication.done.${kind}`) });
    } catch (error) {
      // A conflict has its own dialog; a refusal that names fields shows them on the fields.
      if (error instanceof ApiError && error.code === 'conflict') return;
      setProblem(
        error instanceof ApiError && error.code === 'not_publishable'
          ? t('publication.notPublishable')
          : t('publication.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  const schedule = () => {
    const at = new Date(when);
    if (!when || Number.isNaN(at.getTime()) || at.getTime() <= Date.now())
      return setProblem(t('publication.schedulePast'));
    void run('schedule', (revision) => scheduleArticle(id, revision, at.toISOString()));
  };

  const live = article.status === 'published';
  return (
    <section aria-labelledby={`${fieldId}-heading`} className="grid grid-cols-1 gap-3 rounded-lg border bg-card p-4">
      <h2 id={`${fieldId}-heading`} className="font-semibold">
        {t('publication.heading')}
      </h2>
      <p data-testid="publication-status">
        <span className="font-medium">{t(`publication.${article.status}`)}</span>
        {live &&
          article.publishedAt &&
          ` · ${t('publication.publishedOn', { date: format.moment(article.publishedAt) })}`}
        {article.status === 'scheduled' &&
          article.scheduledAt &&
          ` · ${t('publication.scheduledFor', { date: format.moment(article.scheduledAt) })}`}
      </p>
      {article.liveRevision !== null && (
        <p className="text-sm text-muted-foreground">
          {article.unpublishedChanges ? t('publication.unpublishedChanges') : t('publication.upToDate')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={busy}
          onClick={() => void run('publish', (revision) => publishArticle(id, revision))}
        >
          {live ? t('publication.republish') : t('publication.publish')}
        </Button>
        {article.status !== 'draft' && (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => void run('unpublish', (revision) => unpublishArticle(id, revision))}
          >
            {article.status === 'scheduled' ? t('publication.cancelSchedule') : t('publication.unpublish')}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t('publication.scheduleAt', { zone })}
          </label>
          <input
            id={fieldId}
            type="datetime-local"
            value={when}
            step={1}
            min={localInput(new Date())}
            onChange={(event) => setWhen(event.target.value)}
            className={`${inputClass} w-auto`}
          />
        </div>
        <Button type="button" variant="outline" disabled={busy || !when} onClick={schedule}>
          {t('publication.schedule')}
        </Button>
      </div>
      {problem && (
        <p role="alert" className={errorText}>
          {problem}
        </p>
      )}
    </section>
  );
}
