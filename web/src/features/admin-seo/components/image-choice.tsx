import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode, MediaItem, SeoImage } from '@portfolio/contracts';
import { MediaPicker } from '@/components/media-picker/media-picker';
import { Button } from '@/components/ui/button';
import { languageName } from '@/lib/language-name';
import { useAdminFormat } from '@/lib/use-admin-format';
import { imageAdvice } from '../preview/social-card';

interface Props {
  label: string;
  /** The image chosen, or null. */
  imageId: string | null;
  images: ReadonlyMap<string, SeoImage>;
  /** The language whose alt text is shown. */
  lang: LanguageCode;
  /** What applies without an image of its own (the default image, or none). */
  without: string;
  error?: string;
  onPick: (item: MediaItem) => void;
  onClear: () => void;
}

/**
 * A social image from the media library: a preview with its alt text and whether it suits the large cards, a
 * button that opens the library (search, pages, uploads), and one that removes it.
 */
export function ImageChoice({ label, imageId, images, lang, without, error, onPick, onClear }: Props) {
  const { t, i18n } = useTranslation('admin-seo');
  const format = useAdminFormat();
  const id = useId();
  const [picking, setPicking] = useState(false);
  const image = imageId ? images.get(imageId) : undefined;
  const language = languageName(lang, i18n.resolvedLanguage);
  const advice = imageAdvice(image ?? null);
  const alt = image?.alt[lang] ?? '';

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid content-start gap-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        {label}
      </p>
      {!imageId && <p className="text-sm text-muted-foreground">{without}</p>}
      {imageId && !image && <p className="text-sm">{t('image.missing')}</p>}
      {image && (
        <figure className="grid max-w-sm gap-1">
          <img src={image.url} alt={alt} className="aspect-[1.91/1] w-full rounded-md border object-cover" />
          <figcaption className="grid text-xs text-muted-foreground">
            <span>{alt ? t('image.alt', { language, alt }) : t('image.noAlt', { language })}</span>
            <span>
              {t(`image.${advice === 'none' ? 'ok' : advice}`, {
                width: format.count(image.width),
                height: format.count(image.height),
              })}
            </span>
          </figcaption>
        </figure>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
          {imageId ? t('image.change') : t('image.pick')}
        </Button>
        {imageId && (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            {t('image.remove')}
          </Button>
        )}
      </div>
      <MediaPicker open={picking} onOpenChange={setPicking} onPick={onPick} />
    </div>
  );
}
