import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings, readPosition, readSettings, writePosition, writeSettings } from './reader-settings';

afterEach(() => localStorage.clear());

describe('reader settings', () => {
  it('keeps voice, volume and speed across visits', () => {
    expect(readSettings()).toEqual(defaultSettings);
    writeSettings({ voice: 'male', volume: 0.4, rate: 1.5 });
    expect(readSettings()).toEqual({ voice: 'male', volume: 0.4, rate: 1.5 });
  });

  it('reads what another build or the visitor wrote as the nearest valid settings', () => {
    localStorage.setItem('articleReader', JSON.stringify({ voice: 'robot', volume: 7, rate: -2 }));
    expect(readSettings()).toEqual({ voice: 'female', volume: 1, rate: 0.75 });
    localStorage.setItem('articleReader', '{not json');
    expect(readSettings()).toEqual(defaultSettings);
  });

  it('keeps the sentence reached per article, the start leaving nothing to resume', () => {
    writePosition('en/some-article', 12);
    expect(readPosition('en/some-article')).toBe(12);
    expect(readPosition('fr/some-article')).toBeUndefined();
    writePosition('en/some-article', 0);
    expect(readPosition('en/some-article')).toBeUndefined();
    localStorage.setItem('articleReader.position.en/x', 'abc');
    expect(readPosition('en/x')).toBeUndefined();
  });
});
