import { languageCodes, type MediaItem } from '@portfolio/contracts';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MediaThumbnail } from '@/components/media/media-thumbnail';
import { useBytesFormat } from '@/components/media/use-bytes-format';
import { useAdminFormat } from '@/lib/use-admin-format';

/** The languages an image has no alt text in yet. */
export const missingAlt = (item: MediaItem) => languageCodes.filter((code) => !item.alt[code]?.trim());

/**
 * The library's images as cards: thumbnail, name, size, dimensions, how many places use it, and how many
 * languages still lack an alt text. Each opens its detail at its own address (`detailLink`).
 */
export function MediaGrid({ items, detailLink }: { items: MediaItem[]; detailLink: (id: string) => string }) {
  const { t } = useTranslation('admin-media');
  const format = useAdminFormat();
  const bytes = useBytesFormat();
  return (
    <ul className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
      {items.map((item) => {
        const missing = missingAlt(item).length;
        return (
          <li
            key={item.id}
            className="relative grid grid-cols-1 content-start gap-2 rounded-lg border bg-card p-2 text-sm"
          >
            <MediaThumbnail
              item={item}
              size="(min-width: 1280px) 260px, (min-width: 768px) 30vw, (min-width: 360px) 48vw, 100vw"
              className="rounded-md"
            />
            <Link
              to={detailLink(item.id)}
              aria-label={t('images.open', { name: item.name })}
              className="truncate font-medium outline-none after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:underline focus-visible:after:ring-2 focus-visible:after:ring-ring"
              dir="auto"
            >
              {item.name}
            </Link>
            <p className="flex flex-wrap gap-x-3 text-muted-foreground tabular-nums">
              <span>{bytes(item.bytes)}</span>
              <span>
                {t('images.dimensions', { width: format.count(item.width), height: format.count(item.height) })}
              </span>
            </p>
            <p className="flex flex-wrap gap-2 text-xs">
              <span
                className={
                  item.usage.length > 0
                    ? 'rounded-full bg-primary/10 px-2 py-0.5 font-medium'
                    : 'rounded-full bg-muted px-2 py-0.5'
                }
              >
                {item.usage.length > 0
                  ? t('images.usedIn', { count: format.count(item.usage.length) })
                  : t('images.unused')}
              </span>
              {missing > 0 && (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                  <TriangleAlert aria-hidden className="size-3.5" />
                  {t('images.missingAlt', { count: format.count(missing) })}
                </span>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
