import type { LanguageCode } from '@portfolio/contracts';

/**
 * The test page's sample texts: a heading and two short paragraphs per language, with the language's own sentence
 * ends (Japanese and Chinese full stops, Arabic question mark and comma), abbreviations and numbers that a naive
 * splitter cuts in the wrong place. Content, not interface: each is written in its language and never translated.
 */
export const sampleTexts: Record<LanguageCode, { title: string; paragraphs: string[] }> = {
  en: {
    title: 'Reading aloud, one sentence at a time',
    paragraphs: [
      'The reader splits an article into sentences. Dr. Smith wrote 3.5 pages on it, e.g. about voices!',
      'Does every browser have a voice? Not always: headless Chromium has none.',
    ],
  },
  fr: {
    title: 'Lire à voix haute, une phrase à la fois',
    paragraphs: [
      'Le lecteur découpe un article en phrases. M. Dupont en a écrit 3,5 pages !',
      'Chaque navigateur a-t-il une voix ? Pas toujours : Chromium sans interface n’en a aucune.',
    ],
  },
  es: {
    title: 'Leer en voz alta, frase a frase',
    paragraphs: [
      'El lector divide un artículo en frases. La Sra. García escribió 3,5 páginas.',
      '¿Tiene voz cada navegador? No siempre: Chromium sin interfaz no tiene ninguna.',
    ],
  },
  de: {
    title: 'Vorlesen, Satz für Satz',
    paragraphs: [
      'Der Vorleser teilt einen Artikel in Sätze. Dr. Müller schrieb z. B. 3,5 Seiten darüber.',
      'Hat jeder Browser eine Stimme? Nicht immer: Chromium ohne Oberfläche hat keine.',
    ],
  },
  it: {
    title: 'Leggere ad alta voce, una frase alla volta',
    paragraphs: [
      'Il lettore divide un articolo in frasi. Il dott. Rossi ne ha scritte 3,5 pagine!',
      'Ogni browser ha una voce? Non sempre: Chromium senza interfaccia non ne ha.',
    ],
  },
  pt: {
    title: 'Ler em voz alta, uma frase de cada vez',
    paragraphs: [
      'O leitor divide um artigo em frases. O Sr. Silva escreveu 3,5 páginas sobre isso.',
      'Todo navegador tem uma voz? Nem sempre: o Chromium sem interface não tem nenhuma.',
    ],
  },
  ja: {
    title: '一文ずつ読み上げる',
    paragraphs: [
      'リーダーは記事を文に分けます。句点で文が終わります。',
      'すべてのブラウザに音声がありますか？いいえ、ヘッドレスのChromiumにはありません！',
    ],
  },
  zh: {
    title: '一句一句地朗读',
    paragraphs: ['朗读器把文章分成句子。每句以句号结束。', '每个浏览器都有语音吗？不一定：无界面的Chromium就没有！'],
  },
  ar: {
    title: 'القراءة بصوت عالٍ، جملة بعد جملة',
    paragraphs: [
      'يقسّم القارئ المقال إلى جمل، ثم يقرؤها واحدة تلو الأخرى. كتب الدكتور سالم ٣٫٥ صفحات عن ذلك.',
      'هل لكل متصفح صوت؟ ليس دائمًا: كروميوم بلا واجهة لا يملك أي صوت!',
    ],
  },
  ru: {
    title: 'Чтение вслух, по одному предложению',
    paragraphs: [
      'Чтец делит статью на предложения. Д-р Иванов написал об этом 3,5 страницы, т. е. немало.',
      'Есть ли голос у каждого браузера? Не всегда: у Chromium без интерфейса его нет.',
    ],
  },
};
