import type { LanguageCode } from '@portfolio/contracts';
import type { VoiceChoice, VoiceGender, VoiceInfo } from './types';

/**
 * The browser's voices say their language but not their gender: it is read from the name ("Google UK English
 * Female", espeak's "+f3" variants, "weiblich"…) and otherwise from the names of the voices the main systems ship
 * (Windows, Edge's online voices, macOS and iOS, Chrome's own), lower-cased, as the first word after the vendor.
 */
const femaleNames =
  'zira hazel susan aria jenny sonia libby natasha clara emma ava michelle ana hortense julie denise sylvie vivienne ' +
  'seraphina amala helena laura elvira hedda katja elsa isabella francisca maria heloisa haruka ayumi sayaka nanami ' +
  'huihui yaoyao xiaoxiao xiaoyi hoda zariyah irina svetlana dariya samantha victoria karen moira tessa fiona ' +
  'veena amelie anna alice federica monica paulina luciana joana kyoko ting-ting tingting sin-ji mei-jia milena ' +
  'nicky martha catherine allison serena kate joanna salli kimberly ivy';
const maleNames =
  'david mark george guy ryan william liam brian andrew christopher eric roger steffan paul henri jean antoine remy ' +
  'florian pablo alvaro stefan conrad killian cosimo diego giuseppe antonio daniel ichiro keita kangkang yunxi ' +
  'yunyang naayf hamed pavel dmitry alex fred thomas markus yannick luca jorge juan otoya li-mu maged yuri aaron ' +
  'arthur gordon rishi matthew joey justin';
const knownGenders = new Map<string, VoiceGender>([
  ...femaleNames.split(' ').map((name) => [name, 'female'] as const),
  ...maleNames.split(' ').map((name) => [name, 'male'] as const),
  // Chrome's own voices, whose names carry no given name.
  ...[
    'google us english',
    'google deutsch',
    'google français',
    'google italiano',
    'google 日本語',
    'google русский',
    'google português do brasil',
    'google 普通话（中国大陆）',
  ].map((name) => [name, 'female'] as const),
]);
const femaleWords = /\b(female|woman|femme|weiblich|femenina|femminile|feminino)\b|\+f\d/u;
const maleWords = /\b(male|man|homme|männlich|masculina|maschile|masculino)\b|\+m\d/u;
const vendors = /^(microsoft|apple|google|amazon)\s+/u;

export function voiceGender(name: string): VoiceGender | undefined {
  const lower = name.toLowerCase();
  if (femaleWords.test(lower)) return 'female';
  if (maleWords.test(lower)) return 'male';
  const known = knownGenders.get(lower);
  if (known) return known;
  const first = lower.replace(vendors, '').split(/[\s(-]/u)[0] ?? '';
  return knownGenders.get(first);
}

export function describeVoice(voice: SpeechSynthesisVoice): VoiceInfo {
  return {
    name: voice.name,
    lang: voice.lang,
    gender: voiceGender(voice.name),
    localService: voice.localService,
    default: voice.default,
  };
}

/** The region a language is read in when the visitor's own languages do not name one. */
const usualRegions: Record<LanguageCode, string> = {
  en: 'us',
  fr: 'fr',
  es: 'es',
  de: 'de',
  it: 'it',
  pt: 'br',
  ja: 'jp',
  zh: 'cn',
  ar: 'sa',
  ru: 'ru',
};
/** "en_US" (Android) and "en-us" are "en-US": the language and the region, lower-cased. */
const tagParts = (tag: string) => {
  const [language = '', region = ''] = tag.toLowerCase().replace(/_/gu, '-').split('-');
  return { language, region };
};
/** The names of the better voices: neural and premium ones read more naturally than the compact ones. */
const better = /natural|neural|premium|enhanced|online/u;

/**
 * The voice for a language and a wanted gender, best first: the language itself (BCP 47, the region the visitor's
 * languages name, else the usual one, else any region), then the wanted gender, then the better voices. Undefined
 * when the browser has no voice of the language at all.
 */
export function chooseVoice<V extends SpeechSynthesisVoice>(
  voices: readonly V[],
  lang: LanguageCode,
  gender: VoiceGender,
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): { voice: V; choice: VoiceChoice } | undefined {
  const region =
    preferred.map(tagParts).find((tag) => tag.language === lang && tag.region !== '')?.region ?? usualRegions[lang];
  let best: { voice: V; info: VoiceInfo; score: number } | undefined;
  for (const voice of voices) {
    const tag = tagParts(voice.lang);
    if (tag.language !== lang) continue;
    const info = describeVoice(voice);
    const score =
      (tag.region === region ? 8 : 0) +
      (info.gender === gender ? 16 : 0) +
      (better.test(voice.name.toLowerCase()) ? 2 : 0) +
      (voice.default ? 1 : 0);
    if (!best || score > best.score) best = { voice, info, score };
  }
  if (!best) return undefined;
  return {
    voice: best.voice,
    choice: {
      voice: best.info,
      fallback: best.info.gender !== gender,
      regionFallback: tagParts(best.voice.lang).region !== region,
    },
  };
}
