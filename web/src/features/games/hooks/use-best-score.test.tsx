import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast as stackedToast } from 'sonner';
import { toastStore } from '@/lib/toast-store';
import { useBestScore } from './use-best-score';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('best scores', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the highest score of a game under "bestScores", and celebrates a new one', () => {
    const celebrate = vi.spyOn(stackedToast, 'success');
    const { result } = renderHook(() => useBestScore('snake', 'higher'));
    expect(result.current.best).toBeUndefined();
    act(() => void result.current.record(50));
    act(() => void result.current.record(30));
    expect(result.current.best).toBe(50);
    expect(JSON.parse(localStorage.getItem('bestScores')!)).toEqual({ snake: 50 });
    expect(celebrate).toHaveBeenCalledOnce();
    expect(renderHook(() => useBestScore('snake', 'higher')).result.current.best).toBe(50);
  });

  it('keeps the lowest for games counted in moves, next to the others', () => {
    localStorage.setItem('bestScores', JSON.stringify({ snake: 90 }));
    const { result } = renderHook(() => useBestScore('memory', 'lower'));
    act(() => void result.current.record(14));
    act(() => void result.current.record(20));
    act(() => void result.current.record(11));
    expect(JSON.parse(localStorage.getItem('bestScores')!)).toEqual({ snake: 90, memory: 11 });
  });

  it('ignores a corrupt store, and warns with the destructive toast when the browser refuses to save', () => {
    localStorage.setItem('bestScores', '{oops');
    const { result } = renderHook(() => useBestScore('2048', 'higher'));
    expect(result.current.best).toBeUndefined();
    vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    act(() => void result.current.record(128));
    expect(result.current.best).toBe(128);
    expect(toastStore.getSnapshot()[0]).toMatchObject({ variant: 'destructive', title: 'games.saveFailedTitle' });
  });
});
