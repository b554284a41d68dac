import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, readPosition, readSettings, writePosition, writeSettings } from './reader-settings';

beforeEach(() => localStorage.clear());

describe('the reader settings in local storage', () => {
  it('reads back what was written', () => {
    writeSettings({ voice: 'male', volume: 0.3, rate: 1.5 });
    expect(readSettings()).toEqual({ voice: 'male', volume: 0.3, rate: 1.5 });
  });

  it('takes each stored value only when it is valid, whatever the visitor or an older build wrote', () => {
    expect(readSettings()).toEqual(defaultSettings);
    localStorage.setItem('articleReader', '{not json');
    expect(readSettings()).toEqual(defaultSettings);
    localStorage.setItem('articleReader', JSON.stringify({ voice: 'robot', volume: 7, rate: -1 }));
    expect(readSettings()).toEqual({ voice: 'female', volume: 1, rate: 0.75 });
    localStorage.setItem('articleReader', JSON.stringify({ volume: '0.5', rate: null }));
    expect(readSettings()).toEqual(defaultSettings);
    localStorage.setItem('articleReader', 'null');
    expect(readSettings()).toEqual(defaultSettings);
  });

  it('keeps a resume position per article, and none for the start, a stop or nonsense', () => {
    writePosition('en/a', 4);
    writePosition('fr/a', 2);
    expect([readPosition('en/a'), readPosition('fr/a'), readPosition('en/b')]).toEqual([4, 2, undefined]);
    writePosition('en/a', 0);
    expect(readPosition('en/a')).toBeUndefined();
    localStorage.setItem('articleReader.position.en/c', '2.5');
    expect(readPosition('en/c')).toBeUndefined();
  });
});
