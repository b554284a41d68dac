import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AiJobRequest, AiTaskKind } from '@portfolio/contracts';
import { Button } from '@/components/ui/button';
import { useFailureText } from './failure-text';
import { TaskUnavailable } from './task-unavailable';
import { useAiJob, useTaskServed } from './use-ai-job';

/**
 * A "Suggest" button beside a field: asks the provider in the background, then shows the suggestion with Accept
 * (which puts it in the field, saved as any edit) and Dismiss; nothing is saved by asking. A failure in words.
 */
export function SuggestionButton({
  task,
  request,
  label,
  text,
  onAccept,
}: {
  task: Extract<AiTaskKind, 'suggestions' | 'altText'>;
  request: AiJobRequest;
  /** The button's accessible name, naming the field. */
  label: string;
  /** The button's visible text. */
  text: string;
  onAccept: (suggestion: string) => void;
}) {
  const { t } = useTranslation('admin-ai');
  const failureText = useFailureText();
  const served = useTaskServed(task);
  const { job, start, starting, startFailed, clear } = useAiJob();
  if (served === false) return <TaskUnavailable />;
  const running = starting || job?.status === 'queued' || job?.status === 'running';
  const suggestion = job?.status === 'done' ? job.result?.text : undefined;
  const failure = job?.status === 'failed' ? job.failures[0]?.failure : undefined;

  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-label={label}
        disabled={served === undefined || running}
        onClick={() => start(request)}
      >
        <Sparkles aria-hidden />
        {running ? t('jobs.suggesting') : text}
      </Button>
      <div role="status" aria-live="polite">
        {suggestion !== undefined && (
          <div className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
            <p className="font-medium">{t('jobs.suggestion')}</p>
            <p dir="auto" className="whitespace-pre-wrap">
              {suggestion}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                onClick={() => {
                  onAccept(suggestion);
                  clear();
                }}
              >
                {t('jobs.accept')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={clear}>
                {t('jobs.dismiss')}
              </Button>
            </div>
          </div>
        )}
        {failure && <p className="text-sm">{t('jobs.failed', { reason: failureText(failure) })}</p>}
        {startFailed && <p className="text-sm">{t('jobs.startFailed')}</p>}
      </div>
    </div>
  );
}
