import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  languageCodes,
  rightToLeftLanguages,
  type ArticleCard,
  type LanguageCode,
  type ReaderAudioReady,
} from '@portfolio/contracts';
import { DocumentHead } from '@/components/document-head';
import { languages } from '@/config/constants';
import { recordedSampleQuery } from '../api/recorded-sample-query';
import { sharedReaderState } from '../engine/shared-state';
import type { ReaderEvent } from '../engine/types';
import { ArticleReader } from './article-reader';
import { ReaderEventLog, type LoggedEvent } from './reader-event-log';
import { ReaderStatePanel } from './reader-state-panel';
import { sampleTexts } from './sample-texts';
import { VoiceList } from './voice-list';

const directionOf = (lang: LanguageCode) => (rightToLeftLanguages.includes(lang) ? 'rtl' : 'ltr');
const column = 'flex min-w-0 flex-col gap-4 rounded-lg border p-4';
/** The texts scroll inside their box: focusable, so that a keyboard scrolls them too. */
const textBox = 'max-h-80 overflow-y-auto rounded-md bg-muted/40 p-4 leading-relaxed [&>*+*]:mt-3';

interface ColumnProps {
  lang: LanguageCode;
  onEvent: (event: ReaderEvent) => void;
}

/** The browser's speech synthesis on the sample text of a language. */
function BrowserColumn({ lang, onEvent }: ColumnProps) {
  const { t } = useTranslation('article-reader-test');
  const text = useRef<HTMLDivElement>(null);
  const sample = sampleTexts[lang];
  return (
    // Not a region of its own: the reader inside is one, with the same name.
    <div className={column}>
      <h2 className="text-lg font-semibold">{t('testPage.browserEngine')}</h2>
      {/* Before the reader: it reads what is in the page when it starts. */}
      <div ref={text} lang={lang} dir={directionOf(lang)} tabIndex={0} className={`${textBox} order-last`}>
        <h3 className="font-semibold">{sample.title}</h3>
        {sample.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ArticleReader
        key={lang}
        body={text}
        engine="speech"
        onEvent={onEvent}
        label={t('testPage.browserEngine')}
        article={{ slug: `test-sample-${lang}`, lang, title: sample.title }}
      />
    </div>
  );
}

/** One recording: the article's sentences as the server cut them, one paragraph each, and its reader. */
function Recording({
  lang,
  found,
  onEvent,
}: ColumnProps & { found: { article: ArticleCard; audio: ReaderAudioReady } }) {
  const { t } = useTranslation('article-reader-test');
  const text = useRef<HTMLDivElement>(null);
  const { article, audio } = found;
  return (
    <div className="flex flex-col gap-3">
      <div ref={text} lang={lang} dir={directionOf(lang)} tabIndex={0} className={`${textBox} order-last`}>
        {audio.segments.map((segment) => (
          <p key={segment.index}>{segment.text}</p>
        ))}
      </div>
      <ArticleReader
        body={text}
        engine="recorded"
        audio={audio}
        onEvent={onEvent}
        label={`${t('testPage.recordedEngine')}: ${article.title}`}
        article={{ slug: article.slug, lang, title: article.title }}
      />
    </div>
  );
}

/** The recorded audio of the newest articles in the language that have some. */
function RecordedColumn({ lang, onEvent }: ColumnProps) {
  const { t } = useTranslation('article-reader-test');
  const recordings = useQuery(recordedSampleQuery(lang));
  return (
    <div className={column}>
      <h2 className="text-lg font-semibold">{t('testPage.recordedEngine')}</h2>
      {recordings.data?.length ? (
        <>
          <p className="text-sm text-muted-foreground">{t('testPage.recordedSource')}</p>
          {recordings.data.map((found) => (
            <Recording key={`${lang}/${found.article.slug}`} lang={lang} found={found} onEvent={onEvent} />
          ))}
        </>
      ) : (
        recordings.isFetched && <p className="text-muted-foreground">{t('testPage.noRecorded')}</p>
      )}
    </div>
  );
}

/**
 * `/test-hybrid-reader`: both engines of the reader side by side on a sample text in each of the ten languages, the
 * browser's voices, the shared state as it changes and the events as they arrive. For checking a browser's voices;
 * linked from nowhere and not indexed.
 */
export function TestHybridReaderPage() {
  const { t, i18n } = useTranslation('article-reader-test');
  const ui = i18n.resolvedLanguage ?? i18n.language;
  const [lang, setLang] = useState<LanguageCode>(languageCodes.find((code) => code === ui) ?? 'en');
  const state = useSyncExternalStore(sharedReaderState.subscribe, sharedReaderState.getSnapshot);
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  // Newest first, the last few hundred: a long reading sends an event per word.
  const log = useCallback(
    (reader: string) => (event: ReaderEvent) =>
      setEvents((logged) => [{ reader, at: performance.now(), event }, ...logged.slice(0, 299)]),
    [],
  );
  const [{ browserLog, recordedLog }] = useState(() => ({ browserLog: log('speech'), recordedLog: log('recorded') }));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <DocumentHead title={t('testPage.metaTitle')} description={t('testPage.metaDescription')} noindex />
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('testPage.title')}</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t('testPage.intro')}</p>
      </header>
      <VoiceList />
      <label className="flex items-center gap-3 font-medium">
        {t('testPage.sampleLanguage')}
        <select
          className="h-10 rounded-md border border-border bg-background px-2"
          value={lang}
          onChange={(event) => setLang(languageCodes.find((code) => code === event.target.value) ?? 'en')}
        >
          {languages.map(({ code, name }) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <div className="grid gap-6 lg:grid-cols-2">
        <BrowserColumn lang={lang} onEvent={browserLog} />
        <RecordedColumn lang={lang} onEvent={recordedLog} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ReaderStatePanel state={state} />
        <ReaderEventLog events={events} clear={() => setEvents([])} />
      </div>
    </div>
  );
}
