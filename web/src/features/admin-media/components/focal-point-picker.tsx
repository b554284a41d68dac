import type { MediaItem } from '@portfolio/contracts';
import { useId, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { webpSrcset } from '@/components/media/media-thumbnail';
import { useAdminFormat } from '@/lib/use-admin-format';
import { focalAfterKey, focalAtClick, type FocalPoint } from '../focal-point';

/**
 * The image's preview, on which the focal point is chosen: a click puts it there, and with the focus on the image
 * the arrow keys move it (`focalAfterKey`). The marker shows it; its position is also said in words, for a screen
 * reader and for anyone who cannot tell a marker's place.
 */
export function FocalPointPicker({
  item,
  focal,
  onChange,
}: {
  item: MediaItem;
  focal: FocalPoint;
  onChange: (focal: FocalPoint) => void;
}) {
  const { t } = useTranslation('admin-media');
  const format = useAdminFormat();
  const id = useId();
  const position = t('detail.focalValue', { x: format.percent(focal.x * 100), y: format.percent(focal.y * 100) });
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = focalAfterKey(focal, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };
  const pointerDown = (event: PointerEvent<HTMLDivElement>) =>
    onChange(focalAtClick(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect()));

  return (
    <figure className="grid gap-2">
      <figcaption className="grid gap-1">
        <span id={`${id}-label`} className="font-medium">
          {t('detail.focal')}
        </span>
        <span id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('detail.focalHint')}
        </span>
      </figcaption>
      {/* The picture is never mirrored, in a right-to-left page either: left is the image's left. */}
      <div dir="ltr" className="flex justify-center rounded-md bg-muted">
        <div
          role="application"
          tabIndex={0}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint ${id}-value`}
          onKeyDown={keyDown}
          onPointerDown={pointerDown}
          data-focal-picker
          className="relative max-w-full min-w-0 cursor-crosshair touch-none rounded-md outline-none focus-visible:ring-4 focus-visible:ring-ring"
        >
          <img
            src={item.src}
            srcSet={webpSrcset(item)}
            sizes="(min-width: 672px) 640px, 100vw"
            alt=""
            width={item.width}
            height={item.height}
            draggable={false}
            style={{ backgroundImage: `url("${item.placeholder}")` }}
            className="block max-h-80 w-auto max-w-full rounded-md bg-cover select-none"
          />
          <span
            aria-hidden
            className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary/60 shadow-[0_0_0_2px_rgba(0,0,0,0.6)]"
            style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
          />
        </div>
      </div>
      <p id={`${id}-value`} aria-live="polite" className="text-center text-sm tabular-nums">
        {position}
      </p>
    </figure>
  );
}
