import { languageCodes, mailLimits, type LanguageCode, type NewsletterIssue } from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { languageName } from '@/lib/language-name';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { newsletterKey, sendIssueNow, sendIssueTest, skipIssue, updateIssueIntro } from '../api/newsletter';
import { Field, LanguageOptions, inputClass, textareaClass } from './field';
import { IssuePreview } from './issue-preview';
import { TestMailForm } from './test-mail-form';

/** The language shown first: the reader's when the issue has articles in it, else the first one it has. */
function firstLanguage(issue: NewsletterIssue, reader: string): LanguageCode {
  const present = languageCodes.filter((code) => issue.articles.some((a) => a.language === code));
  return present.find((code) => code === reader) ?? present[0] ?? 'en';
}

/**
 * The issue that goes out next: its articles per language, the introduction of each language (edited one
 * language at a time), its preview in that language, a test to one address, and "send now" or "skip this week",
 * each after a confirmation.
 */
export function UpcomingIssue({ issue }: { issue: NewsletterIssue }) {
  const { t, i18n } = useTranslation('admin-mail');
  const format = useAdminFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState(() => firstLanguage(issue, i18n.language));
  const [intro, setIntro] = useState(issue.intro);
  const [confirm, setConfirm] = useState<'send' | 'skip'>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: newsletterKey });
  const failed = () => toast({ variant: 'destructive', title: t('common.actionFailed') });

  const saveIntro = useMutation({
    mutationFn: () => updateIssueIntro(issue.id, intro),
    onSuccess: () => {
      toast({ title: t('issue.introSaved') });
      return refresh();
    },
    onError: failed,
  });
  const act = useMutation({
    mutationFn: (action: 'send' | 'skip') => (action === 'send' ? sendIssueNow(issue.id) : skipIssue(issue.id)),
    onSuccess: (_, action) => {
      setConfirm(undefined);
      toast({ title: t(action === 'send' ? 'issue.sendStarted' : 'issue.skipped') });
      return refresh();
    },
    onError: failed,
  });
  const articles = issue.articles.filter((article) => article.language === language);
  const languagesWithArticles = languageCodes.filter((code) => issue.articles.some((a) => a.language === code));

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-6 rounded-lg border bg-card p-4">
      <header className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('issue.upcoming', { number: issue.number })}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('issue.scheduledFor', { date: format.moment(issue.scheduledFor) })} ·{' '}
          {t('issue.since', { date: format.moment(issue.since) })}
        </p>
        <p className="text-sm text-muted-foreground">
          {languagesWithArticles.length === 0
            ? t('issue.noArticlesAtAll')
            : t('issue.languages', {
                languages: languagesWithArticles.map((code) => languageName(code, i18n.language)).join(', '),
              })}
        </p>
      </header>
      <Field id={`${id}-language`} label={t('issue.language')} hint={t('issue.languageHint')}>
        <select
          value={language}
          onChange={(event) => setLanguage(event.target.value as LanguageCode)}
          className={`${inputClass} sm:max-w-xs`}
        >
          <LanguageOptions />
        </select>
      </Field>
      <div className="grid gap-2">
        <h3 className="font-semibold">{t('issue.articles', { language: languageName(language, i18n.language) })}</h3>
        {articles.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('issue.noArticles')}</p>
        ) : (
          <ul className="grid gap-2">
            {articles.map((article) => (
              <li key={`${article.articleId}-${article.language}`} className="text-sm">
                <a href={article.url} target="_blank" rel="noreferrer" className="font-medium text-primary" dir="auto">
                  {article.title}
                </a>{' '}
                <span className="text-muted-foreground">· {format.moment(article.publishedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-3">
        <Field
          id={`${id}-intro`}
          label={t('issue.intro', { language: languageName(language, i18n.language) })}
          hint={t('issue.introHint')}
        >
          <textarea
            lang={language}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            rows={5}
            maxLength={mailLimits.introLength}
            value={intro[language] ?? ''}
            onChange={(event) => setIntro((all) => ({ ...all, [language]: event.target.value }))}
            className={textareaClass}
          />
        </Field>
        <div>
          <Button variant="outline" disabled={saveIntro.isPending} onClick={() => saveIntro.mutate()}>
            {saveIntro.isPending ? t('common.saving') : t('issue.saveIntro')}
          </Button>
        </div>
      </div>
      <IssuePreview issueId={issue.id} language={language} />
      <TestMailForm
        title={t('issue.testTitle')}
        intro={t('issue.testIntro', { language: languageName(language, i18n.language) })}
        send={(to) => sendIssueTest(issue.id, to, language)}
      />
      <div className="flex flex-wrap gap-2">
        <Button disabled={act.isPending} onClick={() => setConfirm('send')}>
          {t('issue.sendNow')}
        </Button>
        <Button variant="outline" disabled={act.isPending} onClick={() => setConfirm('skip')}>
          {t('issue.skip')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm !== undefined}
        onOpenChange={(open) => {
          if (!open) setConfirm(undefined);
        }}
        title={confirm === 'skip' ? t('issue.skipTitle') : t('issue.sendTitle')}
        description={confirm === 'skip' ? t('issue.skipText') : t('issue.sendText')}
        confirmLabel={confirm === 'skip' ? t('issue.skipConfirm') : t('issue.sendConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => confirm && act.mutate(confirm)}
        pending={act.isPending}
      />
    </section>
  );
}
