import { Play } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ArticleReaderProps } from './components/article-reader';

type ReaderComponent = ComponentType<ArticleReaderProps>;
let loading: Promise<ReaderComponent> | undefined;
/** The reader's module, fetched once; a failed fetch (offline for a moment) is tried again on the next reach. */
const loadReader = () =>
  (loading ??= import('./reader-loader')
    .then(({ loadArticleReader }) => loadArticleReader())
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

interface Labels {
  /** "Listen to this article" and "Play", from the article page's own texts (the reader's arrive with its code). */
  title: string;
  play: string;
}

/**
 * The article's reader, whose code (the engines and the controls) and texts are fetched only when the visitor
 * reaches for it: the pointer over its Play button, the focus on it, or a press. Until then a look-alike holds its
 * room, so that the body does not move when it arrives; a press on it starts the reading once loaded (it is the
 * visitor's gesture, so the reader never talks over a screen reader unasked), and a focus on it moves over to the
 * real Play button.
 */
export function LazyArticleReader({ labels, ...props }: Omit<ArticleReaderProps, 'shortcuts'> & { labels: Labels }) {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<{ Reader: ReaderComponent; play: boolean; focus: boolean }>();
  const pressed = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const reach = () => {
    loadReader().then(
      (Reader) => setLoaded({ Reader, play: pressed.current, focus: document.activeElement === button.current }),
      () => undefined,
    );
  };

  if (loaded) return <loaded.Reader {...props} shortcuts playOnReady={loaded.play} focusPlay={loaded.focus} />;
  return (
    <section
      aria-label={labels.title}
      lang={i18n.resolvedLanguage}
      dir={i18n.dir(i18n.resolvedLanguage)}
      className="min-h-80 sm:min-h-48 rounded-lg border bg-background p-4 shadow-sm"
    >
      <p className="mb-3 font-semibold">{labels.title}</p>
      <Button
        ref={button}
        size="icon"
        aria-label={labels.play}
        onPointerEnter={reach}
        onFocus={reach}
        onClick={() => {
          pressed.current = true;
          reach();
        }}
      >
        <Play aria-hidden className="rtl:rotate-180" />
      </Button>
    </section>
  );
}
