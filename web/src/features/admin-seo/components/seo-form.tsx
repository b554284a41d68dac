import type { SeoSettingsView } from '@portfolio/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAdminFormat } from '@/lib/use-admin-format';
import { errorKind } from '../field-errors';
import { useSeoForm, type SeoPlace } from '../hooks/use-seo-form';
import { EntitySection } from './entity-section';
import { LanguageSection } from './language-section';
import { SiteSection } from './site-section';
import { SocialSection } from './social-section';

/**
 * The SEO settings as one form, saved as a whole: site-wide, per language and page (with the live previews), the
 * social accounts and the structured data. What the page or the server refuses is shown on its field; a refusal
 * of the body as a whole above the form.
 */
export function SeoForm({
  view,
  place,
  setPlace,
}: {
  view: SeoSettingsView;
  place: SeoPlace;
  setPlace: (place: SeoPlace) => void;
}) {
  const { t } = useTranslation('admin-seo');
  const format = useAdminFormat();
  const form = useSeoForm(view, place, setPlace);
  const submit = (event: FormEvent) => {
    // The media library's dialog is rendered in a portal but inside this form for React, whose events bubble
    // through portals: its search form's submit is its own.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    form.submit();
  };
  const problems = form.refused.size;

  return (
    <form noValidate onSubmit={submit} aria-label={t('form.label')} className="grid gap-6">
      <p className="text-sm text-muted-foreground" role="status">
        {view.updatedAt ? t('form.lastSaved', { date: format.moment(view.updatedAt) }) : t('form.neverSaved')}
      </p>
      {problems > 0 && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
          {[...form.refused].some((key) => errorKind(key) === 'form') ? t('errors.form') : t('form.refused')}
        </p>
      )}
      <SiteSection form={form} />
      <LanguageSection form={form} />
      <SocialSection form={form} />
      <EntitySection form={form} />
      <div className="sticky bottom-0 flex flex-wrap gap-2 border-t bg-background py-3">
        <Button type="submit" disabled={form.saving}>
          {form.saving ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
