import type { GameEntry } from '@portfolio/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { moveGame } from '../settings-draft';

type Direction = 'up' | 'down';

/**
 * The games in the page's order, each with its switches (shown, leaderboard) and its move buttons. A move keeps
 * the focus on the button pressed (or on the other one, when the game reached an end) and says in a live region
 * where the game now is, so that a keyboard or screen reader user can reorder without losing their place.
 */
export function GameOrderList({
  games,
  onChange,
  idPrefix,
}: {
  games: GameEntry[];
  onChange: (games: GameEntry[]) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('admin-games');
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<{ game: string; direction: Direction }>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!focus) return;
    const wanted = buttons.current.get(`${focus.game}-${focus.direction}`);
    const other = buttons.current.get(`${focus.game}-${focus.direction === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [focus]);

  const move = (index: number, direction: Direction) => {
    const moved = moveGame(games, index, direction === 'up' ? -1 : 1);
    const game = games[index]!.id;
    onChange(moved);
    setFocus({ game, direction });
    setAnnouncement(
      t('settings.moved', {
        game: t(`names.${game}`),
        position: moved.findIndex((g) => g.id === game) + 1,
        count: moved.length,
      }),
    );
  };
  const set = (index: number, change: Partial<GameEntry>) =>
    onChange(games.map((game, i) => (i === index ? { ...game, ...change } : game)));
  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <>
      <ol aria-label={t('settings.order')} className="grid gap-3">
        {games.map((game, index) => {
          const name = t(`names.${game.id}`);
          const switchId = (what: string) => `${idPrefix}-${game.id}-${what}`;
          return (
            <li key={game.id}>
              <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-md border p-3">
                <legend className="sr-only">{name}</legend>
                <div className="min-w-32 grow" aria-hidden>
                  <p className="font-semibold">{name}</p>
                  <p className="text-sm text-muted-foreground">
                    {t('settings.position', { position: index + 1, count: games.length })}
                  </p>
                </div>
                <label htmlFor={switchId('visible')} className="flex min-h-11 items-center gap-3">
                  <input
                    id={switchId('visible')}
                    type="checkbox"
                    role="switch"
                    checked={game.visible}
                    onChange={(event) => set(index, { visible: event.target.checked })}
                    className="size-5 accent-primary"
                  />
                  {t('settings.visible')}
                </label>
                <label htmlFor={switchId('leaderboard')} className="flex min-h-11 items-center gap-3">
                  <input
                    id={switchId('leaderboard')}
                    type="checkbox"
                    role="switch"
                    checked={game.leaderboard}
                    aria-describedby={`${idPrefix}-leaderboard-hint`}
                    onChange={(event) => set(index, { leaderboard: event.target.checked })}
                    className="size-5 accent-primary"
                  />
                  {t('settings.leaderboard')}
                </label>
                <div className="flex gap-2">
                  {(['up', 'down'] as const).map((direction) => (
                    <Button
                      key={direction}
                      ref={ref(`${game.id}-${direction}`)}
                      type="button"
                      variant="outline"
                      size="icon"
                      disabled={direction === 'up' ? index === 0 : index === games.length - 1}
                      onClick={() => move(index, direction)}
                    >
                      {direction === 'up' ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />}
                      <span className="sr-only">
                        {t(direction === 'up' ? 'settings.moveUp' : 'settings.moveDown', { game: name })}
                      </span>
                    </Button>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p id={`${idPrefix}-leaderboard-hint`} className="text-sm text-muted-foreground">
        {t('settings.leaderboardHint')}
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
