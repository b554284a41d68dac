import {
  seoSettings,
  type LanguageCode,
  type MediaItem,
  type SeoImage,
  type SeoPage,
  type SeoPageOverride,
  type SeoSettings,
  type SeoSettingsView,
} from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { saveSeoSettings, seoSettingsQuery } from '../api/seo-settings';
import { issuesAsDetails, placeOf, refusedFields } from '../field-errors';

const noOverride: SeoPageOverride = { title: '', description: '', image: null, noindex: false };
const isEmpty = (o: SeoPageOverride) => !o.title && !o.description && o.image === null && !o.noindex;

/** A library item as the settings' images are listed (the server lists the saved ones the same way). */
const imageOf = (item: MediaItem): SeoImage => ({
  id: item.id,
  url: item.src,
  width: item.width,
  height: item.height,
  alt: item.alt,
});

/**
 * The settings being edited, from the saved ones: the page and language on screen, the images they name (those
 * picked since included), what the page or the server refused, and the save. A refusal under another page or
 * language brings that one on screen.
 */
/** The page and language on screen: kept by the screen, so that a save (which makes a new form) stays on them. */
export interface SeoPlace {
  page: SeoPage;
  lang: LanguageCode;
}

export function useSeoForm(view: SeoSettingsView, place: SeoPlace, setPlace: (place: SeoPlace) => void) {
  const { t } = useTranslation('admin-seo');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SeoSettings>(view.settings);
  const [images, setImages] = useState(() => new Map(view.images.map((image) => [image.id, image])));
  const [refused, setRefused] = useState<Set<string>>(new Set());
  const { page, lang } = place;

  const showRefused = (keys: Set<string>) => {
    setRefused(keys);
    const shown = [...keys].map(placeOf).find((p) => p.lang);
    if (shown?.lang) setPlace({ page: shown.page ?? page, lang: shown.lang });
  };

  const save = useMutation({
    mutationFn: saveSeoSettings,
    onSuccess: (saved) => {
      // The screen shows a new form for the saved settings (keyed by their time), as the server now serves them.
      queryClient.setQueryData(seoSettingsQuery().queryKey, saved);
      toast({ title: t('form.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.details?.length) {
        showRefused(refusedFields(error.details));
      } else {
        toast({ variant: 'destructive', title: t('form.saveFailed') });
      }
    },
  });

  const submit = () => {
    const parsed = seoSettings.safeParse(draft);
    if (!parsed.success) return showRefused(refusedFields(issuesAsDetails(parsed.error.issues)));
    setRefused(new Set());
    save.mutate(parsed.data);
  };

  const override = (p: SeoPage, l: LanguageCode) => draft.pages[p][l] ?? noOverride;
  const setOverride = (patch: Partial<SeoPageOverride>) =>
    setDraft((d) => {
      const next = { ...(d.pages[page][lang] ?? noOverride), ...patch };
      const { [lang]: _, ...others } = d.pages[page];
      // A page left with nothing of its own in a language keeps no entry for it.
      return { ...d, pages: { ...d.pages, [page]: isEmpty(next) ? others : { ...others, [lang]: next } } };
    });
  const addImage = (item: MediaItem) => {
    setImages((known) => new Map(known).set(item.id, imageOf(item)));
    return item.id;
  };

  return {
    draft,
    setDraft,
    images,
    addImage,
    refused,
    page,
    setPage: (next: SeoPage) => setPlace({ page: next, lang }),
    lang,
    setLang: (next: LanguageCode) => setPlace({ page, lang: next }),
    override,
    setOverride,
    submit,
    saving: save.isPending,
  };
}

export type SeoForm = ReturnType<typeof useSeoForm>;
