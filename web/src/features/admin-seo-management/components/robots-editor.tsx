import { robotsLimits, type RobotsSettings } from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { robotsQuery, saveRobots } from '../api/robots';
import { refusedLines, robotsProblems, type LineProblem } from '../robots-lines';
import { FieldError } from './field';
import { RobotsPreviewForm } from './robots-preview-form';

/**
 * The robots.txt text: every line that cannot be saved is listed under it as it is typed (the parser the server
 * uses), and Save is refused until there is none; the server's own refusal of a line is listed the same way.
 */
export function RobotsEditor({ settings }: { settings: RobotsSettings }) {
  const { t } = useTranslation('admin-seo-management');
  const format = useAdminFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState(settings.text);
  const [refused, setRefused] = useState<LineProblem[]>([]);
  const problems = useMemo(() => robotsProblems(text), [text]);
  const shown = problems.length > 0 ? problems : refused;

  const save = useMutation({
    mutationFn: saveRobots,
    onSuccess: (saved) => {
      queryClient.setQueryData(robotsQuery().queryKey, saved);
      toast({ title: t('robots.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) setRefused(refusedLines(error.details, problems));
      else toast({ variant: 'destructive', title: t('common.actionFailed') });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefused([]);
    if (problems.length === 0) save.mutate(text);
  };
  const lineText = (problem: LineProblem) =>
    problem.line === 0
      ? t('robots.fileError')
      : t('robots.lineError', { line: problem.line, reason: t(`robots.reason.${problem.reason}`) });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form noValidate onSubmit={submit} className="grid content-start gap-3">
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          {t('robots.editor')}
        </label>
        <textarea
          id={`${id}-text`}
          name="robots"
          dir="ltr"
          spellCheck={false}
          rows={14}
          value={text}
          maxLength={robotsLimits.bytes}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={shown.length > 0 ? true : undefined}
          aria-describedby={[`${id}-hint`, shown.length > 0 && `${id}-errors`].filter(Boolean).join(' ')}
          className="w-full rounded-md border border-border bg-background p-3 font-mono text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive"
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('robots.editorHint')}
        </p>
        {shown.length > 0 && (
          <div id={`${id}-errors`} role="alert" className="grid gap-1 rounded-md border border-destructive/50 p-3">
            <p className="text-sm font-medium">{t('robots.errorsTitle')}</p>
            <ul className="grid gap-1">
              {shown.map((problem) => (
                <li key={problem.line}>
                  <FieldError>{lineText(problem)}</FieldError>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="text-sm text-muted-foreground" role="status">
          {settings.custom && settings.updatedAt
            ? t('robots.lastSaved', { date: format.moment(settings.updatedAt) })
            : t('robots.defaultText')}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
          <a href="/robots.txt" target="_blank" rel="noreferrer" className="text-sm underline underline-offset-4">
            {t('robots.served')}
          </a>
        </div>
      </form>
      <RobotsPreviewForm text={text} />
    </div>
  );
}
