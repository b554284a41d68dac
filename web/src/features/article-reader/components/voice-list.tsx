import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser's voices as it lists them: Chrome fills the list late and says so with `voiceschanged`. */
function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() =>
    'speechSynthesis' in window ? speechSynthesis.getVoices() : [],
  );
  useEffect(() => {
    if (!('speechSynthesis' in window)) return;
    const update = () => setVoices(speechSynthesis.getVoices());
    speechSynthesis.addEventListener('voiceschanged', update);
    return () => speechSynthesis.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}

/** Every voice of this browser, by name and language. */
export function VoiceList() {
  const { t } = useTranslation('article-reader-test');
  const voices = useVoices();
  return (
    <section aria-labelledby="reader-voices" className="rounded-lg border p-4">
      <h2 id="reader-voices" className="text-lg font-semibold">
        {t('testPage.voices')}
      </h2>
      {voices.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{t('testPage.noVoices')}</p>
      ) : (
        <ul className="mt-2 grid max-h-60 gap-1 overflow-y-auto text-sm sm:grid-cols-2" tabIndex={0}>
          {voices.map((voice) => (
            <li key={voice.voiceURI} dir="auto">
              <span className="font-medium">{voice.name}</span> <span lang="en">({voice.lang})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
