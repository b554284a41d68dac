import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode, ReaderAudioManifest } from '@portfolio/contracts';
import { followInView, type ViewFollower } from '../dom/keep-in-view';
import type { ReaderEvent, ReaderSource } from '../engine/types';
import { useHighlighting } from '../hooks/use-highlighting';
import { useMediaSession } from '../hooks/use-media-session';
import { useReader } from '../hooks/use-reader';
import { useReaderShortcuts } from '../hooks/use-reader-shortcuts';
import { ReaderControls } from './reader-controls';
import { ReaderNoticeText } from './reader-notice';
import './reader.css';

export interface ArticleReaderProps {
  /** The element whose readable text is read (the article's body), rendered before the reader. */
  body: RefObject<Element | null>;
  /** The text's language and title (what the Media Session shows); resuming is kept under `lang/slug`. */
  article: { slug: string; lang: LanguageCode; title: string };
  /** The recorded audio of this text when the page has it already; else asked of the server by slug. */
  audio?: ReaderAudioManifest;
  /** Only the browser's voice, or only the recording (the test page's columns); by default the recording first. */
  engine?: ReaderSource;
  /** The page-wide keyboard shortcuts: for the one reader of an article page. */
  shortcuts?: boolean;
  /** The name of the region, when the page has several readers. */
  label?: string;
  /** Told every event of the reader as it arrives (keep it stable: the test page's log). */
  onEvent?: (event: ReaderEvent) => void;
  /** Starts reading as soon as it can: the visitor pressed Play on the look-alike shown while this loaded. */
  playOnReady?: boolean;
  /** Takes the focus to its Play button on mount: the look-alike's had it. */
  focusPlay?: boolean;
}

/**
 * The panel's room (`min-h-80 sm:min-h-48`, as its look-alike in lazy-article-reader.tsx): its controls wrap on a
 * phone. The sticky header's height (4rem) is what covers the top of the window besides the panel.
 */
const headerHeight = 64;

/**
 * The listen-to-the-article reader: its controls, which engine reads, the message when the browser cannot, and the
 * sentence and word being read highlighted in the text and kept in view. It starts on a click or a key press only,
 * so that it never talks over a screen reader, and while it plays or is paused it stays at the top of the window
 * (on a screen wider than a phone's).
 */
export function ArticleReader(props: ArticleReaderProps) {
  const { t, i18n } = useTranslation('article-reader');
  const owner = useId();
  const panel = useRef<HTMLElement>(null);
  const { view, actions, text, reader } = useReader(props);
  const { playOnReady, focusPlay } = props;
  const started = useRef(false);
  useEffect(() => {
    if (!reader || !playOnReady || started.current) return;
    started.current = true;
    reader.play();
  }, [reader, playOnReady]);
  // Once the reader is made (its Play button enabled), and only then: a disabled button takes no focus.
  useEffect(() => {
    if (focusPlay && reader) panel.current?.querySelector<HTMLButtonElement>('[data-reader-play]')?.focus();
  }, [focusPlay, reader]);
  const engaged = view.active && view.status !== 'idle';
  const follower = useRef<ViewFollower>(undefined);

  useEffect(() => {
    if (!engaged) return;
    const created = followInView();
    follower.current = created;
    return () => {
      created.dispose();
      follower.current = undefined;
    };
  }, [engaged]);
  useHighlighting(owner, text, view, (sentence) => {
    // Below the header, and below the panel when it sticks there.
    const box = panel.current?.getBoundingClientRect();
    const covered = box && box.top <= headerHeight + 8 && box.bottom > 0 ? box.bottom : headerHeight;
    follower.current?.follow(sentence, covered + 8);
  });
  useReaderShortcuts(Boolean(props.shortcuts), actions);
  useMediaSession(engaged, view.status === 'playing', { title: props.article.title, artist: location.host }, actions);

  const engineName = view.engine === 'recorded' ? t('articleReader.recorded') : t('articleReader.browser');
  const name = props.label ?? t('articleReader.title');
  return (
    <section
      ref={panel}
      aria-label={name}
      // The interface's language, inside an article that may be in another.
      lang={i18n.resolvedLanguage}
      dir={i18n.dir(i18n.resolvedLanguage)}
      className={`z-30 min-h-80 sm:min-h-48 rounded-lg border bg-background p-4 shadow-sm ${engaged ? 'sm:sticky sm:top-16' : ''}`}
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold">{name}</p>
        <p className="text-sm text-muted-foreground">
          {view.status === 'loading' ? t('articleReader.loading') : t('articleReader.engine', { engine: engineName })}
        </p>
      </div>
      <ReaderControls
        view={{
          playing: view.status === 'playing',
          index: Math.max(view.segmentIndex, view.status === 'idle' ? (view.resumeFrom ?? 0) : 0),
          total: view.segmentCount,
          settings: view.settings,
        }}
        actions={actions}
      />
      {view.resumeFrom !== undefined && view.status === 'idle' && (
        <p className="mt-2 text-sm text-muted-foreground">
          {t('articleReader.resumeFrom', { current: view.resumeFrom + 1 })}
        </p>
      )}
      <div className="mt-2">
        <ReaderNoticeText
          notice={view.notice}
          offerRecorded={view.canOfferRecorded ? actions.playRecorded : undefined}
        />
      </div>
      {props.shortcuts && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-muted-foreground">{t('articleReader.shortcuts')}</summary>
          <ul className="mt-1 list-disc ps-5">
            <li>{t('articleReader.shortcutPlay')}</li>
            <li>{t('articleReader.shortcutStop')}</li>
            <li>{t('articleReader.shortcutPrevious')}</li>
            <li>{t('articleReader.shortcutNext')}</li>
          </ul>
        </details>
      )}
    </section>
  );
}
