import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useBestScore } from '../hooks/use-best-score';
import { useGameClock } from '../hooks/use-game-clock';
import { usePageHidden } from '../hooks/use-page-hidden';
import { hideMismatch, isComplete, newMemoryGame, reveal, type MemorySymbol } from '../logic/memory';
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
};
const columns = 4;
/** How long two different cards stay face up, unless the next card is turned first. */
const lookMs = 900;

export default function MemoryGame() {
  const { t } = useTranslation('games');
  const [game, setGame] = useState(() => newMemoryGame(Math.random));
  const [round, setRound] = useState(0);
  const hidden = usePageHidden();
  const complete = isComplete(game);
  const seconds = useGameClock(game.moves > 0 && !complete && !hidden, round);
  const { best, record } = useBestScore('memory', 'lower');
  const cards = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (game.faceUp.length !== 2) return;
    const timer = window.setTimeout(() => setGame(hideMismatch), lookMs);
    return () => window.clearTimeout(timer);
  }, [game.faceUp]);

  const turnOver = (index: number) => {
    if (hidden) return;
    const next = reveal(game, index);
    if (next !== game && isComplete(next)) record(next.moves);
    setGame(next);
  };

  const restart = () => {
    setGame(newMemoryGame(Math.random));
    setRound((r) => r + 1);
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
      description={t('games.memory.description')}
      help={t('games.memory.help')}
      announcement={announcement}
      stats={[
        { label: t('games.moves'), value: game.moves },
        { label: t('games.best'), value: best ?? '—' },
        { label: t('games.time'), value: formatClock(seconds) },
      ]}
      controls={<Button onClick={restart}>{t('games.restart')}</Button>}
    >
      <ul
        aria-label={t('games.memory.board')}
        aria-describedby="memory-help"
        dir="ltr"
        className="grid w-full max-w-[360px] grid-cols-4 gap-2"
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
