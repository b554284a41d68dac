import { directionOfKey, type Direction, type Game2048Settings } from '@portfolio/contracts';
import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useBestScore } from '../hooks/use-best-score';
import { useGameClock } from '../hooks/use-game-clock';
import { usePageHidden } from '../hooks/use-page-hidden';
import { useSwipe } from '../hooks/use-swipe';
import { RoundLeaderboard } from '../leaderboard/round-leaderboard';
import { newRound2048, record2048, slide2048 } from '../play/round-2048';
import { gameClock, lengthOf } from '../play/clock';
import { usePlayEvents } from '../play/use-play-events';
import { useRoundState } from '../play/use-round-state';
import { useRounds, type Round } from '../play/use-rounds';
import { DirectionPad } from './direction-pad';
import { formatClock, GameFrame } from './game-frame';

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
/** Smaller numbers on the crowded boards, so that four digits still fit a tile. */
const tileText: Record<number, string> = {
  3: 'text-2xl sm:text-3xl',
  4: 'text-xl sm:text-2xl',
  5: 'text-lg',
  6: 'text-base',
};

interface Props {
  settings: Game2048Settings;
  leaderboard: boolean;
}

export default function Game2048({ settings, leaderboard }: Props) {
  const rounds = useRounds('2048', leaderboard);
  if (!rounds.round) return <LoadingScreen />;
  return <Play2048 settings={settings} leaderboard={leaderboard} round={rounds.round} next={rounds.next} />;
}

function Play2048({ settings, leaderboard, round, next }: Props & { round: Round; next: () => void }) {
  const { t } = useTranslation('games');
  const [state, setState] = useRoundState(round.key, () => newRound2048(round.draws, settings.boardSize));
  const hidden = usePageHidden();
  const seconds = useGameClock(state.startedAt !== null && !state.over && !hidden, round.key);
  const { best, record } = useBestScore('2048', 'higher');
  const durationMs = lengthOf(state);
  usePlayEvents('2048', round.key, { started: state.startedAt !== null, score: state.score, durationMs });

  useEffect(() => {
    if (state.over) record(state.score);
  }, [state.over, state.score, record]);

  const play = (direction: Direction) => {
    if (hidden) return;
    const now = gameClock();
    setState((s) => slide2048(s, direction, round.draws, now, leaderboard && round.run !== null));
  };
  const swipe = useSwipe(play);

  const restart = () => {
    if (!state.over) record(state.score);
    next();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = directionOfKey(event.key);
    if (!direction) return;
    event.preventDefault();
    play(direction);
  };

  const ending = state.won ? t('games.won') : state.over ? t('games.gameOver') : '';
  const size = state.board.length;

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
      footer={
        leaderboard && (
          <RoundLeaderboard
            game="2048"
            round={round}
            finished={
              durationMs === undefined ? undefined : { record: record2048(state), score: state.score, durationMs }
            }
          />
        )
      }
    >
      <div
        tabIndex={0}
        role="application"
        aria-label={t('games.game2048.board')}
        aria-describedby="game2048-help"
        onKeyDown={onKeyDown}
        {...swipe}
        dir="ltr"
        style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
        className="relative grid w-full max-w-[320px] touch-none gap-2 rounded-lg bg-border p-2 select-none"
      >
        {state.board.flat().map((value, index) => (
          <div
            key={index}
            aria-label={value === 0 ? t('games.game2048.empty') : undefined}
            className={cn(
              'grid aspect-square place-items-center rounded-md font-bold tabular-nums motion-safe:transition-colors',
              tileText[size],
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
