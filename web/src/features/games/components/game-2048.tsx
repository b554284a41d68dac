import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useBestScore } from '../hooks/use-best-score';
import { useGameClock } from '../hooks/use-game-clock';
import { usePageHidden } from '../hooks/use-page-hidden';
import { useSwipe } from '../hooks/use-swipe';
import { directionOfKey, type Direction } from '../logic/direction';
import { addRandomTile, canMove, hasWon, move, newBoard, type Board } from '../logic/game-2048';
import { DirectionPad } from './direction-pad';
import { formatClock, GameFrame } from './game-frame';

interface State {
  board: Board;
  score: number;
  moves: number;
  over: boolean;
  won: boolean;
  /** Changes with every new game, to restart the clock. */
  round: number;
}

const fresh = (round: number): State => ({
  board: newBoard(Math.random),
  score: 0,
  moves: 0,
  over: false,
  won: false,
  round,
});

/** Tile colours by value; past 2048 they all look like 2048. */
const tileClass: Record<number, string> = {
  0: 'bg-muted',
  2: 'bg-slate-200 text-slate-900',
  4: 'bg-slate-300 text-slate-900',
  8: 'bg-orange-300 text-slate-900',
  16: 'bg-orange-400 text-slate-900',
  32: 'bg-orange-500 text-slate-950',
  64: 'bg-red-500 text-white',
  128: 'bg-yellow-300 text-slate-900',
  256: 'bg-yellow-400 text-slate-900',
  512: 'bg-yellow-500 text-slate-900',
  1024: 'bg-amber-500 text-slate-950',
  2048: 'bg-amber-600 text-white',
};

export default function Game2048() {
  const { t } = useTranslation('games');
  const [state, setState] = useState(() => fresh(0));
  const hidden = usePageHidden();
  const seconds = useGameClock(state.moves > 0 && !state.over && !hidden, state.round);
  const { best, record } = useBestScore('2048', 'higher');

  const play = (direction: Direction) => {
    if (state.over || hidden) return;
    const result = move(state.board, direction);
    if (!result.moved) return;
    const board = addRandomTile(result.board, Math.random);
    const over = !canMove(board);
    const score = state.score + result.gained;
    if (over) record(score);
    setState({ ...state, board, score, moves: state.moves + 1, over, won: state.won || hasWon(board) });
  };
  const swipe = useSwipe(play);

  const restart = () => {
    if (!state.over) record(state.score);
    setState(fresh(state.round + 1));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = directionOfKey(event.key);
    if (!direction) return;
    event.preventDefault();
    play(direction);
  };

  const ending = state.over ? t('games.gameOver') : state.won ? t('games.won') : '';

  return (
    <GameFrame
      id="game2048"
      name={t('games.game2048.name')}
      description={t('games.game2048.description')}
      help={t('games.game2048.help')}
      announcement={`${ending} ${t('games.score')}: ${state.score}`.trim()}
      stats={[
        { label: t('games.score'), value: state.score },
        { label: t('games.best'), value: best ?? '—' },
        { label: t('games.time'), value: formatClock(seconds) },
      ]}
      controls={<Button onClick={restart}>{t('games.restart')}</Button>}
    >
      <div
        tabIndex={0}
        role="application"
        aria-label={t('games.game2048.board')}
        aria-describedby="game2048-help"
        onKeyDown={onKeyDown}
        {...swipe}
        dir="ltr"
        className="relative grid w-full max-w-[320px] touch-none grid-cols-4 gap-2 rounded-lg bg-border p-2 select-none"
      >
        {state.board.flat().map((value, index) => (
          <div
            key={index}
            aria-label={value === 0 ? t('games.game2048.empty') : undefined}
            className={cn(
              'grid aspect-square place-items-center rounded-md text-xl font-bold tabular-nums motion-safe:transition-colors sm:text-2xl',
              tileClass[Math.min(value, 2048)] ?? tileClass[2048],
            )}
          >
            {value === 0 ? '' : value}
          </div>
        ))}
        {ending && (
          <p className="absolute inset-0 grid place-items-center rounded-lg bg-background/75 text-2xl font-bold">
            {ending}
          </p>
        )}
      </div>
      <DirectionPad onDirection={play} />
    </GameFrame>
  );
}
