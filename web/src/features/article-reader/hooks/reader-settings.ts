import { readStorage, writeStorage } from '@/lib/storage';
import type { ReaderSettings } from '../engine/types';

export const rates = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const defaultSettings: ReaderSettings = { voice: 'female', volume: 1, rate: 1 };
const settingsKey = 'articleReader';
const positionKey = (article: string) => `articleReader.position.${article}`;

const clamp = (value: unknown, low: number, high: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : fallback;

/** What was stored, each value checked: storage is the visitor's to edit, and older builds wrote other shapes. */
export function readSettings(): ReaderSettings {
  try {
    const stored = JSON.parse(readStorage(settingsKey) ?? '{}') as Partial<Record<keyof ReaderSettings, unknown>>;
    return {
      voice: stored.voice === 'male' ? 'male' : 'female',
      volume: clamp(stored.volume, 0, 1, defaultSettings.volume),
      rate: clamp(stored.rate, rates[0], rates.at(-1)!, defaultSettings.rate),
    };
  } catch {
    return defaultSettings;
  }
}

export const writeSettings = (settings: ReaderSettings) => writeStorage(settingsKey, JSON.stringify(settings));

/** The segment the reader stopped at on an article (`lang/slug`), if any. */
export function readPosition(article: string): number | undefined {
  const stored = Number(readStorage(positionKey(article)));
  return Number.isInteger(stored) && stored > 0 ? stored : undefined;
}

/** Keeps the segment reached; 0 (the start, or a stop) leaves nothing to resume. */
export const writePosition = (article: string, index: number) => writeStorage(positionKey(article), String(index));
