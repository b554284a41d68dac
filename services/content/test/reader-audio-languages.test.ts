import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode, type ReaderAudioReady } from '@portfolio/contracts';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';
import { audioNow, expectedSegments, oggOpusDurationMs, publishArticle, readyAudio } from './reader-audio-fixtures.ts';

/** Two sentences per language, each ended the way the language ends them, and espeak-ng's voice for it. */
const spoken: { lang: LanguageCode; title: string; voice: string; sentences: string[] }[] = [
  { lang: 'en', title: 'Hello', voice: 'en-us+f3', sentences: ['The sun is out.', 'We walk to the sea.'] },
  { lang: 'fr', title: 'Bonjour', voice: 'fr-fr+f3', sentences: ['Le soleil brille.', 'Nous marchons vers la mer.'] },
  { lang: 'es', title: 'Hola', voice: 'es+f3', sentences: ['Hace sol.', '¿Vamos al mar?'] },
  { lang: 'de', title: 'Hallo', voice: 'de+f3', sentences: ['Die Sonne scheint.', 'Wir gehen zum Meer.'] },
  { lang: 'it', title: 'Ciao', voice: 'it+f3', sentences: ['Il sole splende.', 'Andiamo al mare.'] },
  { lang: 'pt', title: 'Olá', voice: 'pt+f3', sentences: ['O sol brilha.', 'Vamos ao mar.'] },
  { lang: 'ja', title: 'こんにちは', voice: 'ja+f3', sentences: ['きょうは はれです。', 'うみに いきます。'] },
  { lang: 'zh', title: '你好', voice: 'cmn+f3', sentences: ['今天天气很好。', '我们去海边吧！'] },
  { lang: 'ar', title: 'مرحبا', voice: 'ar+f3', sentences: ['الشمس مشرقة.', 'هل نذهب إلى البحر؟'] },
  { lang: 'ru', title: 'Привет', voice: 'ru+f3', sentences: ['Светит солнце.', 'Мы идём к морю.'] },
];
const versions = spoken.map((v) => ({ ...v, markdown: v.sentences.join(' ') }));

let service: RunningEditorial;
const made = new Map<LanguageCode, ReaderAudioReady>();
let slugs: Map<LanguageCode, string>;

beforeAll(async () => {
  // Every language given audio, Japanese and Chinese included (off by default: espeak-ng reads them poorly).
  service = await startEditorial({ env: { ...audioNow, READER_AUDIO_LANGUAGES: languageCodes.join(',') } });
  const article = await publishArticle(
    service,
    'Hello',
    versions.map(({ lang, title, markdown }) => ({ lang, title, markdown })),
  );
  slugs = new Map(article.versions.map((v) => [v.lang, v.slug]));
  for (const { lang } of versions) made.set(lang, await readyAudio(service, slugs.get(lang)!, lang, 120_000));
}, 180_000);
afterAll(() => service.stop());

describe('recorded audio in the ten languages', () => {
  it.each(versions.map((v) => [v.lang, v] as const))(
    '%s: its voice, its sentences, a playable file',
    async (lang, v) => {
      const audio = made.get(lang)!;
      expect(audio.voice).toBe(v.voice);
      expect(audio.lang).toBe(lang);
      expect(audio.segments.map((s) => s.text)).toEqual(v.sentences);
      expect(audio.segments.map((s) => s.text)).toEqual(await expectedSegments(service, slugs.get(lang)!, lang));
      for (const segment of audio.segments) expect(segment.endMs).toBeGreaterThan(segment.startMs + 200);
      const bytes = Buffer.from(await (await service.get(audio.url)).arrayBuffer());
      expect(Math.abs(oggOpusDurationMs(bytes) - audio.durationMs)).toBeLessThan(2);
      expect(audio.durationMs).toBeGreaterThan(1000);
    },
  );
});
