import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Languages } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@portfolio/contracts';
import { Button } from '@/components/ui/button';
import { languageName } from '@/lib/language-name';
import { articleJobsQuery, jobRunning } from './api/jobs';
import { useFailureText } from './failure-text';
import { TaskUnavailable } from './task-unavailable';
import { useAiJob, useTaskServed } from './use-ai-job';

/** The jobs whose drafts were shown already: once each, though the editor that shows them starts anew to do it. */
const shownJobs = new Set<string>();

const itemClass =
  'flex min-h-10 cursor-default items-center rounded-sm px-3 text-sm outline-none select-none data-[highlighted]:bg-accent';

/**
 * "Translate into…": one missing language or all of them, as a background job whose progress and Cancel button
 * sit here without blocking the editor. When it ends with drafts written, `onWritten` shows them (the editor
 * reloads the article); a language that failed says why, the others are kept.
 */
export function TranslateArticle({
  articleId,
  from,
  missing,
  onWritten,
}: {
  articleId: string;
  from: LanguageCode;
  missing: LanguageCode[];
  onWritten: () => void;
}) {
  const { t, i18n } = useTranslation('admin-ai');
  const failureText = useFailureText();
  const served = useTaskServed('translation');
  const { job, start, starting, startFailed, cancel, adopt } = useAiJob(`translate:${articleId}`);
  const name = (code: string) => languageName(code, i18n.resolvedLanguage);

  // A translation still running from an earlier visit is followed again, once the list is fresh.
  const earlier = useQuery({ ...articleJobsQuery(articleId), staleTime: 0 });
  const resumed = earlier.isFetchedAfterMount
    ? earlier.data?.jobs.find((j) => j.request.kind === 'translate' && jobRunning(j))
    : undefined;
  useEffect(() => {
    if (resumed && !job) adopt(resumed);
  }, [resumed, job, adopt]);

  // Once per job: its drafts shown as soon as it ends with some written.
  const written = job && !jobRunning(job) ? (job.result?.languages ?? []) : [];
  useEffect(() => {
    if (job && written.length > 0 && !shownJobs.has(job.id)) {
      shownJobs.add(job.id);
      onWritten();
    }
  }, [job, written.length, onWritten]);

  if (served === false) return <TaskUnavailable />;
  const busy = starting || (job !== undefined && jobRunning(job));
  const translate = (languages: LanguageCode[]) => start({ kind: 'translate', articleId, from, languages });

  return (
    <div className="grid gap-2">
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={served === undefined || busy || missing.length === 0}
          >
            <Languages aria-hidden />
            {t('jobs.translate')}
            <ChevronDown aria-hidden />
          </Button>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            sideOffset={6}
            align="start"
            className="z-50 min-w-48 rounded-md border bg-background p-1 text-foreground shadow-lg"
          >
            {missing.map((code) => (
              <Menu.Item key={code} className={itemClass} onSelect={() => translate([code])}>
                {name(code)}
              </Menu.Item>
            ))}
            {missing.length > 1 && (
              <>
                <Menu.Separator className="my-1 h-px bg-border" />
                <Menu.Item className={`${itemClass} font-medium`} onSelect={() => translate(missing)}>
                  {t('jobs.allMissing')}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <div role="status" aria-live="polite" className="grid gap-2 text-sm">
        {job && jobRunning(job) && (
          <div className="grid gap-2 rounded-md border p-3">
            <p>
              {job.status === 'queued'
                ? t('jobs.queued')
                : t('jobs.translating', { done: job.progress.done, total: job.progress.total })}
            </p>
            <progress
              max={Math.max(job.progress.total, 1)}
              value={job.progress.done}
              aria-label={t('jobs.translate')}
              className="h-2 w-full accent-primary"
            />
            <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={cancel}>
              {t('jobs.cancel')}
            </Button>
          </div>
        )}
        {job && !jobRunning(job) && (
          <div className="grid gap-1">
            {job.status === 'cancelled' && <p>{t('jobs.cancelled')}</p>}
            {written.length > 0 && <p>{t('jobs.written', { languages: written.map(name).join(', ') })}</p>}
            {job.failures.map(({ language, failure }, index) => (
              <p key={language ?? index}>
                {language
                  ? t('jobs.languageFailed', { language: name(language), reason: failureText(failure) })
                  : t('jobs.failed', { reason: failureText(failure) })}
              </p>
            ))}
          </div>
        )}
        {startFailed && <p>{t('jobs.startFailed')}</p>}
      </div>
    </div>
  );
}
