import { robotsLimits } from '@portfolio/contracts';
import { CircleCheck, CircleX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { robotsPreview } from '../robots-lines';
import { Field, inputClass } from './field';

/** "Is this address allowed for this crawler?", answered as it is typed, under the text in the editor. */
export function RobotsPreviewForm({ text }: { text: string }) {
  const { t } = useTranslation('admin-seo-management');
  const id = useId();
  const [path, setPath] = useState('/');
  const [agent, setAgent] = useState('Googlebot');
  const ready = path.startsWith('/') && agent.trim() !== '';
  const verdict = ready ? robotsPreview(text, agent, path) : undefined;

  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-3 rounded-md border p-4">
      <div>
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {t('robots.previewTitle')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('robots.previewIntro')}</p>
      </div>
      <Field id={`${id}-path`} label={t('robots.path')}>
        <input
          dir="ltr"
          autoComplete="off"
          value={path}
          maxLength={robotsLimits.pathLength}
          onChange={(event) => setPath(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-agent`} label={t('robots.agent')} hint={t('robots.agentHint')}>
        <input
          dir="ltr"
          autoComplete="off"
          value={agent}
          maxLength={robotsLimits.agentLength}
          onChange={(event) => setAgent(event.target.value)}
          className={inputClass}
        />
      </Field>
      <div role="status" aria-live="polite" className="grid gap-1">
        {verdict ? (
          <>
            <p className="flex items-center gap-2 font-semibold">
              {verdict.allowed ? (
                <CircleCheck className="size-5 text-green-600 dark:text-green-400" aria-hidden />
              ) : (
                <CircleX className="size-5 text-destructive" aria-hidden />
              )}
              {verdict.allowed ? t('robots.allowed') : t('robots.blocked')}
            </p>
            <p className="text-sm text-muted-foreground">
              {verdict.rule
                ? t('robots.matchedRule', {
                    line: verdict.rule.line,
                    rule: `${verdict.rule.directive === 'allow' ? 'Allow' : 'Disallow'}: ${verdict.rule.value}`,
                  })
                : t('robots.noRule')}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t('robots.previewWaiting')}</p>
        )}
      </div>
    </section>
  );
}
