import { describe, expect, it } from 'vitest';
import { chooseVoice, voiceGender } from './voices';

const voice = (name: string, lang: string, extra: Partial<SpeechSynthesisVoice> = {}) =>
  ({ name, lang, voiceURI: name, default: false, localService: true, ...extra }) as SpeechSynthesisVoice;

describe('voiceGender', () => {
  it('reads the gender from the name, the vendor lists and espeak variants', () => {
    expect(voiceGender('Google UK English Female')).toBe('female');
    expect(voiceGender('Google UK English Male')).toBe('male');
    expect(voiceGender('Microsoft Zira - English (United States)')).toBe('female');
    expect(voiceGender('Microsoft David - English (United States)')).toBe('male');
    expect(voiceGender('Microsoft Denise Online (Natural) - French (France)')).toBe('female');
    expect(voiceGender('Samantha')).toBe('female');
    expect(voiceGender('Thomas')).toBe('male');
    expect(voiceGender('Google US English')).toBe('female');
    expect(voiceGender('English (America)+f3')).toBe('female');
    expect(voiceGender('English (America)+m1')).toBe('male');
    expect(voiceGender('Google español')).toBeUndefined();
  });
});

describe('chooseVoice', () => {
  const voices = [
    voice('Microsoft Zira - English (United States)', 'en-US'),
    voice('Microsoft George - English (United Kingdom)', 'en-GB'),
    voice('Google UK English Female', 'en_GB'),
    voice('Microsoft Hortense - French (France)', 'fr-FR'),
    voice('Microsoft Paul - French (Canada)', 'fr-CA'),
  ];

  it('takes the region the visitor reads, then the wanted gender', () => {
    expect(chooseVoice(voices, 'en', 'female', ['en-GB', 'en'])?.voice.name).toBe('Google UK English Female');
    expect(chooseVoice(voices, 'en', 'male', ['en-GB'])?.voice.name).toBe(
      'Microsoft George - English (United Kingdom)',
    );
    expect(chooseVoice(voices, 'en', 'female', [])?.choice).toMatchObject({
      voice: { name: 'Microsoft Zira - English (United States)', gender: 'female' },
      fallback: false,
      regionFallback: false,
    });
  });

  it('prefers the wanted gender to the region, and says when either is missing', () => {
    expect(chooseVoice(voices, 'fr', 'male', ['fr-FR'])?.choice).toMatchObject({
      voice: { name: 'Microsoft Paul - French (Canada)' },
      fallback: false,
      regionFallback: true,
    });
    expect(chooseVoice(voices.slice(0, 1), 'en', 'male')?.choice).toMatchObject({ fallback: true });
  });

  it('finds nothing for a language the browser does not speak', () => {
    expect(chooseVoice(voices, 'ja', 'female')).toBeUndefined();
    expect(chooseVoice([], 'en', 'female')).toBeUndefined();
  });
});
