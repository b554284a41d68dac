import { Pause, Play, SkipBack, SkipForward, Square } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ReaderSettings } from '../engine/types';
import { rates } from '../hooks/reader-settings';

/** What the controls show: the shared state as one reader sees it. */
export interface ControlsView {
  playing: boolean;
  /** The segment being read (or to be read next), from 0. */
  index: number;
  total: number;
  settings: ReaderSettings;
}

export interface ControlsActions {
  toggle(): void;
  stop(): void;
  previous(): void;
  next(): void;
  seek(index: number): void;
  change(settings: Partial<ReaderSettings>): void;
}

const field = 'flex items-center gap-2 text-sm';
const select = 'h-9 rounded-md border border-border bg-background px-2 text-sm';

/**
 * Play or pause, previous and next sentence, stop; the position as a slider moving by sentence (arrows, Home, End,
 * Page keys natively), then voice, volume and speed. Native controls, each with its visible label.
 */
export function ReaderControls({ view, actions }: { view: ControlsView; actions: ControlsActions }) {
  const { t, i18n } = useTranslation('article-reader');
  const id = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  const times = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const { index, total, settings } = view;
  const position = t('articleReader.progressValue', { current: Math.min(index + 1, total), total });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('articleReader.previous')}
          disabled={total === 0 || index === 0}
          onClick={actions.previous}
        >
          <SkipBack aria-hidden className="rtl:rotate-180" />
        </Button>
        <Button
          size="icon"
          data-reader-play
          aria-label={view.playing ? t('articleReader.pause') : t('articleReader.play')}
          disabled={total === 0}
          onClick={actions.toggle}
        >
          {view.playing ? <Pause aria-hidden /> : <Play aria-hidden className="rtl:rotate-180" />}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('articleReader.next')}
          disabled={total === 0 || index >= total - 1}
          onClick={actions.next}
        >
          <SkipForward aria-hidden className="rtl:rotate-180" />
        </Button>
        <Button variant="outline" size="icon" aria-label={t('articleReader.stop')} onClick={actions.stop}>
          <Square aria-hidden />
        </Button>
        <label htmlFor={`${id}-progress`} className="sr-only">
          {t('articleReader.progress')}
        </label>
        <input
          id={`${id}-progress`}
          type="range"
          className="min-w-32 flex-1 accent-primary"
          min={1}
          max={Math.max(total, 1)}
          step={1}
          value={Math.min(index + 1, Math.max(total, 1))}
          aria-valuetext={position}
          disabled={total === 0}
          onChange={(event) => actions.seek(Number(event.target.value) - 1)}
        />
        <span aria-hidden className="text-sm text-muted-foreground tabular-nums">
          {position}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <label className={field}>
          {t('articleReader.voice')}
          <select
            className={select}
            value={settings.voice}
            onChange={(event) => actions.change({ voice: event.target.value === 'male' ? 'male' : 'female' })}
          >
            <option value="female">{t('articleReader.female')}</option>
            <option value="male">{t('articleReader.male')}</option>
          </select>
        </label>
        <label className={field}>
          {t('articleReader.volume')}
          <input
            type="range"
            className="w-28 accent-primary"
            min={0}
            max={1}
            step={0.1}
            value={settings.volume}
            aria-valuetext={percent.format(settings.volume)}
            onChange={(event) => actions.change({ volume: Number(event.target.value) })}
          />
        </label>
        <label className={field}>
          {t('articleReader.speed')}
          <select
            className={select}
            value={settings.rate}
            onChange={(event) => actions.change({ rate: Number(event.target.value) })}
          >
            {rates.map((rate) => (
              <option key={rate} value={rate}>
                {`${times.format(rate)}×`}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
