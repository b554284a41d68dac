import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorialCover, LanguageCode } from '@portfolio/contracts';
import { MediaPicker } from '@/components/media-picker/media-picker';
import { Button } from '@/components/ui/button';
import { languageName } from '@/lib/language-name';
import { mediaItemQuery } from '../api/media-item';
import { errorText } from './field';

interface Props {
  cover: EditorialCover | null;
  /** The version being edited: the cover's alt text is shown in its language. */
  lang: LanguageCode;
  error?: string;
  onChange: (cover: EditorialCover | null) => void;
}

/** What the cover looks like and says, from the library (a media cover) or from the cover itself (a sample). */
function useCoverImage(cover: EditorialCover | null, lang: LanguageCode) {
  const mediaId = cover?.kind === 'media' ? cover.mediaId : '';
  const item = useQuery({ ...mediaItemQuery(mediaId), enabled: mediaId !== '' });
  if (cover?.kind === 'static') return { src: cover.src, alt: cover.alt };
  if (!item.data) return null;
  return { src: item.data.variants.find((v) => v.width <= 640)?.url ?? item.data.src, alt: item.data.alt[lang] ?? '' };
}

/** The article's cover: a preview with its alt text in the version's language; picked from the media library. */
export function CoverField({ cover, lang, error, onChange }: Props) {
  const { t, i18n } = useTranslation('admin-editor');
  const id = useId();
  const [picking, setPicking] = useState(false);
  const image = useCoverImage(cover, lang);
  const language = languageName(lang, i18n.resolvedLanguage);

  return (
    <div role="group" aria-labelledby={id} className="grid grid-cols-1 gap-2">
      <p id={id} className="text-sm font-medium">
        {t('settings.cover')}
      </p>
      {!cover && <p className="text-sm text-muted-foreground">{t('settings.coverNone')}</p>}
      {image && (
        <figure className="grid gap-1">
          <img src={image.src} alt={image.alt} className="aspect-video w-full rounded-md border object-cover" />
          <figcaption className={image.alt ? 'text-xs text-muted-foreground' : errorText}>
            {image.alt ? t('settings.coverAlt', { language, alt: image.alt }) : t('settings.coverNoAlt', { language })}
          </figcaption>
        </figure>
      )}
      {error && <p className={errorText}>{error}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
          {cover ? t('settings.coverChange') : t('settings.coverPick')}
        </Button>
        {cover && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('settings.coverRemove')}
          </Button>
        )}
      </div>
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        onPick={(item) => onChange({ kind: 'media', mediaId: item.id })}
      />
    </div>
  );
}
