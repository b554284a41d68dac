import { mediaLimits, rightToLeftLanguages, type MediaItem } from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SuggestionButton } from '@/components/ai-tasks/suggestion-button';
import { TaskUnavailable } from '@/components/ai-tasks/task-unavailable';
import { useTaskServed } from '@/components/ai-tasks/use-ai-job';
import { mediaQueryKey } from '@/components/media/api/media-list-query';
import { mediaFieldClass } from '@/components/media/media-search';
import { Button } from '@/components/ui/button';
import { languages } from '@/config/constants';
import { toast } from '@/lib/toast-store';
import { mediaItemQuery } from '../api/media-item-query';
import { updateMedia } from '../api/update-media';
import { mediaPatchOf, textsOf, type MediaTexts } from '../media-patch';
import { FocalPointPicker } from './focal-point-picker';

/**
 * The image's focal point, and its alt text and caption in each of the ten languages, the languages without an
 * alt text flagged. Saved together; what was typed stays in the form when a save fails.
 */
export function MediaEditForm({ item }: { item: MediaItem }) {
  const { t } = useTranslation('admin-media');
  const { t: ai } = useTranslation('admin-ai');
  // An alt text is suggested per language by a model that reads the image, when one is chosen; else said once.
  const altServed = useTaskServed('altText');
  const id = useId();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<MediaTexts>(() => textsOf(item));
  const [focal, setFocal] = useState(item.focal);
  const patch = mediaPatchOf(item, texts, focal);
  const save = useMutation({
    mutationFn: () => updateMedia(item.id, patch ?? {}),
    onSuccess: (updated) => {
      queryClient.setQueryData(mediaItemQuery(item.id).queryKey, updated);
      toast({ title: t('detail.saved') });
      return queryClient.invalidateQueries({ queryKey: [...mediaQueryKey, 'list'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (patch) save.mutate();
  };
  const edit = (code: keyof MediaTexts, field: 'alt' | 'caption', value: string) =>
    setTexts((current) => ({ ...current, [code]: { ...current[code], [field]: value } }));

  return (
    <form onSubmit={submit} className="grid gap-6" aria-labelledby={`${id}-texts`}>
      <FocalPointPicker item={item} focal={focal} onChange={setFocal} />
      <section className="grid gap-3">
        <h3 id={`${id}-texts`} className="text-lg font-semibold">
          {t('detail.texts')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('detail.altRequired')}</p>
        {altServed === false && <TaskUnavailable />}
        {languages.map(({ code, name }) => {
          const missing = !texts[code].alt.trim();
          const dir = rightToLeftLanguages.includes(code) ? 'rtl' : 'ltr';
          return (
            <fieldset key={code} className="grid gap-2 rounded-md border p-3" data-lang={code}>
              <legend className="flex items-center gap-2 px-1 font-medium">
                <span lang={code}>{name}</span>
                {missing && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                    {t('detail.missing')}
                  </span>
                )}
              </legend>
              <label className="grid gap-1 text-sm">
                <span>
                  {t('detail.alt')} <span className="sr-only">({name})</span>
                </span>
                <input
                  lang={code}
                  dir={dir}
                  value={texts[code].alt}
                  maxLength={mediaLimits.altLength}
                  onChange={(event) => edit(code, 'alt', event.currentTarget.value)}
                  className={mediaFieldClass}
                />
              </label>
              {altServed && (
                <SuggestionButton
                  task="altText"
                  request={{ kind: 'altText', mediaId: item.id, language: code }}
                  label={ai('jobs.altTextIn', { language: name })}
                  text={ai('jobs.altText')}
                  onAccept={(alt) => edit(code, 'alt', alt)}
                />
              )}
              <label className="grid gap-1 text-sm">
                <span>
                  {t('detail.caption')} <span className="sr-only">({name})</span>
                </span>
                <textarea
                  lang={code}
                  dir={dir}
                  rows={2}
                  value={texts[code].caption}
                  maxLength={mediaLimits.captionLength}
                  onChange={(event) => edit(code, 'caption', event.currentTarget.value)}
                  className={`${mediaFieldClass} h-auto py-2`}
                />
              </label>
            </fieldset>
          );
        })}
      </section>
      <div className="sticky bottom-0 grid gap-2 border-t bg-background py-3">
        {save.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t('detail.saveFailed')}
          </p>
        )}
        <div>
          <Button type="submit" disabled={!patch || save.isPending}>
            {save.isPending ? t('detail.saving') : t('detail.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
