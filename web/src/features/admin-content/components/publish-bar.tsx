import type { LanguageCode, LanguageStatus, SiteContentAdmin, SiteSectionName } from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { languageName } from '@/lib/language-name';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { publish } from '../api/publish';
import { versionsQuery } from '../api/versions';

/**
 * Where the language stands (sections missing or out of date, draft published or not) and the buttons that save
 * the draft and publish it: this language, or every language at once. Publishing waits for the changes on screen
 * to be saved or discarded, so that what goes online is what was previewed.
 */
export function PublishBar({
  admin,
  lang,
  status,
  dirty,
  saving,
  onSave,
  onDiscard,
  onPublished,
}: {
  admin: SiteContentAdmin;
  lang: LanguageCode;
  status: LanguageStatus | undefined;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onPublished: (admin: SiteContentAdmin) => void;
}) {
  const { t, i18n } = useTranslation('admin-content');
  const format = useAdminFormat();
  const queryClient = useQueryClient();
  const language = languageName(lang, i18n.resolvedLanguage ?? i18n.language);
  const sections = (names: readonly SiteSectionName[]) => names.map((name) => t(`sections.${name}`)).join(', ');
  const release = useMutation({
    mutationFn: publish,
    onSuccess: (next) => {
      onPublished(next);
      void queryClient.invalidateQueries({ queryKey: versionsQuery().queryKey });
      toast({ title: t('actions.published') });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t(error instanceof ApiError && error.status === 409 ? 'errors.conflict' : 'actions.publishFailed'),
      }),
  });

  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4">
      <div role="status" className="grid gap-1 text-sm">
        {status && status.missing.length > 0 && <p>{t('status.missing', { sections: sections(status.missing) })}</p>}
        {lang !== 'en' && status && status.outOfDate.length > 0 && (
          <p>{t('status.outOfDate', { sections: sections(status.outOfDate) })}</p>
        )}
        <p>{status?.unpublished ? t('status.unpublished') : t('status.published')}</p>
        <p className="text-muted-foreground">
          {admin.publishedAt
            ? t('status.publishedAt', { date: format.moment(admin.publishedAt) })
            : t('status.neverPublished')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onSave} disabled={!dirty || saving}>
          {saving ? t('actions.saving') : t('actions.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDiscard} disabled={!dirty || saving}>
          {t('actions.discard')}
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-describedby={dirty ? 'publish-wait' : undefined}
          disabled={dirty || release.isPending}
          onClick={() => release.mutate(lang)}
        >
          {release.isPending ? t('actions.publishing') : t('actions.publish', { language })}
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-describedby={dirty ? 'publish-wait' : undefined}
          disabled={dirty || release.isPending}
          onClick={() => release.mutate(undefined)}
        >
          {t('actions.publishAll')}
        </Button>
      </div>
      {dirty && (
        <p id="publish-wait" className="text-sm text-muted-foreground">
          {t('actions.saveBeforePublish')}
        </p>
      )}
    </div>
  );
}
