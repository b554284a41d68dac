import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storageKeys } from '@/config/constants';
import { stackedToast } from '@/lib/stacked-toast';
import { readStorage, writeStorage } from '@/lib/storage';
import { toast } from '@/lib/toast-store';

export type GameId = 'snake' | '2048' | 'memory';

function readAll(): Partial<Record<GameId, number>> {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.bestScores) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Record<GameId, number>>) : {};
  } catch {
    return {};
  }
}

/**
 * The best score of a game, kept in local storage under `bestScores`. `record` is called with a finished game's
 * score: a new best is saved and celebrated (stacked toast); a browser that refuses to store it gets the
 * destructive notice of the single-toast store, and the game goes on.
 */
export function useBestScore(game: GameId, better: 'higher' | 'lower') {
  const { t } = useTranslation('games');
  const [best, setBest] = useState<number | undefined>(() => {
    const stored = readAll()[game];
    return typeof stored === 'number' && Number.isFinite(stored) ? stored : undefined;
  });

  const record = useCallback(
    (score: number) => {
      const improves = best === undefined || (better === 'higher' ? score > best : score < best);
      if (!improves || (better === 'higher' && score <= 0)) return false;
      setBest(score);
      if (writeStorage(storageKeys.bestScores, JSON.stringify({ ...readAll(), [game]: score }))) {
        stackedToast().success(t('games.newBest'));
      } else {
        toast({ variant: 'destructive', title: t('games.saveFailedTitle'), description: t('games.saveFailed') });
      }
      return true;
    },
    [best, better, game, t],
  );

  return { best, record };
}
