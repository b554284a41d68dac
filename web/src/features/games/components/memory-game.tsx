import { isMemoryComplete, type MemorySettings, type MemorySymbol } from '@portfolio/contracts';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useBestScore } from '../hooks/use-best-score';
import { useGameClock } from '../hooks/use-game-clock';
import { usePageHidden } from '../hooks/use-page-hidden';
import { RoundLeaderboard } from '../leaderboard/round-leaderboard';
import { flipCard, hideCards, memoryRecord, newMemoryRound } from '../play/memory-round';
import { gameClock, lengthOf } from '../play/clock';
import { usePlayEvents } from '../play/use-play-events';
import { useRoundState } from '../play/use-round-state';
import { useRounds, type Round } from '../play/use-rounds';
import { formatClock, GameFrame } from './game-frame';

const faces: Record<MemorySymbol, string> = {
  apple: '🍎',
  banana: '🍌',
  cherries: '🍒',
  grapes: '🍇',
  lemon: '🍋',
  peach: '🍑',
  pear: '🍐',
  strawberry: '🍓',
  kiwi: '🥝',
  melon: '🍈',
  pineapple: '🍍',
  watermelon: '🍉',
};
/** Four columns up to sixteen cards, then wider rows, so that the grid stays about square. */
const columnsFor = (cards: number) => (cards <= 16 ? 4 : cards <= 20 ? 5 : 6);
/** How long two different cards stay face up, unless the next card is turned first. */
const lookMs = 900;

interface Props {
  settings: MemorySettings;
  leaderboard: boolean;
}

export default function MemoryGame({ settings, leaderboard }: Props) {
  const rounds = useRounds('memory', leaderboard);
  if (!rounds.round) return <LoadingScreen />;
  return <MemoryPlay settings={settings} leaderboard={leaderboard} round={rounds.round} next={rounds.next} />;
}

function MemoryPlay({ settings, leaderboard, round, next }: Props & { round: Round; next: () => void }) {
  const { t } = useTranslation('games');
  const [play, setPlay] = useRoundState(round.key, () => newMemoryRound(round.draws, settings.pairs));
  const { game } = play;
  const hidden = usePageHidden();
  const complete = isMemoryComplete(game);
  const seconds = useGameClock(play.startedAt !== null && !complete && !hidden, round.key);
  const { best, record } = useBestScore('memory', 'lower');
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  const durationMs = lengthOf(play);
  usePlayEvents('memory', round.key, { started: play.startedAt !== null, score: game.moves, durationMs });
  const columns = columnsFor(game.cards.length);

  useEffect(() => {
    if (game.faceUp.length !== 2) return;
    const timer = window.setTimeout(() => setPlay(hideCards), lookMs);
    return () => window.clearTimeout(timer);
  }, [game.faceUp, setPlay]);

  useEffect(() => {
    if (complete) record(game.moves);
  }, [complete, game.moves, record]);

  const turnOver = (index: number) => {
    if (hidden) return;
    const now = gameClock();
    setPlay((p) => flipCard(p, index, now));
  };

  // Arrow keys move between cards, as in any grid; Tab still goes through them in order.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    cards.current[(index + step + game.cards.length) % game.cards.length]?.focus();
  };

  const label = (index: number) => {
    const card = game.cards[index]!;
    const symbol = t(`games.memory.symbols.${card.symbol}`);
    if (card.matched) return t('games.memory.matched', { index: index + 1, symbol });
    if (game.faceUp.includes(index)) return t('games.memory.shown', { index: index + 1, symbol });
    return t('games.memory.hidden', { index: index + 1 });
  };

  const lastTurned = game.faceUp.at(-1);
  const announcement = complete
    ? `${t('games.won')} ${t('games.moves')}: ${game.moves}`
    : lastTurned !== undefined
      ? label(lastTurned)
      : `${t('games.moves')}: ${game.moves}`;

  return (
    <GameFrame
      id="memory"
      name={t('games.memory.name')}
      description={t('games.memory.description', { pairs: settings.pairs })}
      help={t('games.memory.help')}
      announcement={announcement}
      stats={[
        { label: t('games.moves'), value: game.moves },
        { label: t('games.best'), value: best ?? '—' },
        { label: t('games.time'), value: formatClock(seconds) },
      ]}
      controls={<Button onClick={next}>{t('games.restart')}</Button>}
      footer={
        leaderboard && (
          <RoundLeaderboard
            game="memory"
            round={round}
            finished={
              durationMs === undefined ? undefined : { record: memoryRecord(play), score: game.moves, durationMs }
            }
          />
        )
      }
    >
      <ul
        aria-label={t('games.memory.board')}
        aria-describedby="memory-help"
        dir="ltr"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        className={cn('grid w-full gap-2', columns === 4 ? 'max-w-[360px]' : 'max-w-[480px]')}
      >
        {game.cards.map((card, index) => {
          const shown = card.matched || game.faceUp.includes(index);
          return (
            <li key={index}>
              <button
                ref={(element) => {
                  cards.current[index] = element;
                }}
                type="button"
                aria-label={label(index)}
                aria-disabled={card.matched}
                onClick={() => turnOver(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  'grid aspect-square w-full place-items-center rounded-lg border-2 text-3xl motion-safe:transition-colors sm:text-4xl',
                  shown ? 'border-primary bg-background' : 'border-transparent bg-primary text-primary-foreground',
                  card.matched && 'opacity-70',
                )}
              >
                <span aria-hidden>{shown ? faces[card.symbol] : '?'}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {complete && <p className="text-xl font-bold">{t('games.won')}</p>}
    </GameFrame>
  );
}
