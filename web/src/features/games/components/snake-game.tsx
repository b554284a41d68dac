import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useBestScore } from '../hooks/use-best-score';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useSwipe } from '../hooks/use-swipe';
import { directionOfKey, type Direction } from '../logic/direction';
import { advance, newSnakeGame, turn, type SnakeState } from '../logic/snake';
import { DirectionPad } from './direction-pad';
import { GameFrame } from './game-frame';

const cellPx = 20;
/** Slower steps when motion is reduced: the snake jumps cell to cell, and fewer jumps are easier to follow. */
const stepMs = { normal: 130, reduced: 220 };

function draw(canvas: HTMLCanvasElement, game: SnakeState) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const colours = getComputedStyle(document.documentElement);
  const colour = (name: string) => colours.getPropertyValue(name).trim();
  context.fillStyle = colour('--muted');
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = colour('--destructive');
  context.fillRect(game.food.x * cellPx + 3, game.food.y * cellPx + 3, cellPx - 6, cellPx - 6);
  game.snake.forEach((part, index) => {
    context.fillStyle = index === 0 ? colour('--foreground') : colour('--primary');
    context.fillRect(part.x * cellPx + 1, part.y * cellPx + 1, cellPx - 2, cellPx - 2);
  });
}

export default function SnakeGame() {
  const { t } = useTranslation('games');
  const [game, setGame] = useState(() => newSnakeGame(Math.random));
  const canvas = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useReducedMotion();
  const { best, record } = useBestScore('snake', 'higher');

  const start = () =>
    setGame((g) =>
      g.status === 'over' ? { ...newSnakeGame(Math.random), status: 'running' } : { ...g, status: 'running' },
    );
  const togglePause = () =>
    setGame((g) =>
      g.status === 'running' ? { ...g, status: 'paused' } : g.status === 'over' ? g : { ...g, status: 'running' },
    );
  const steer = (direction: Direction) =>
    setGame((g) => (g.status === 'over' ? g : { ...turn(g, direction), status: 'running' }));
  const swipe = useSwipe(steer);

  useEffect(() => {
    if (game.status !== 'running') return;
    const timer = window.setInterval(
      () => setGame((g) => advance(g, Math.random)),
      reducedMotion ? stepMs.reduced : stepMs.normal,
    );
    return () => window.clearInterval(timer);
  }, [game.status, reducedMotion]);

  // A hidden tab pauses the game; coming back, the player resumes it.
  useEffect(() => {
    const pauseWhenHidden = () => {
      if (document.hidden) setGame((g) => (g.status === 'running' ? { ...g, status: 'paused' } : g));
    };
    document.addEventListener('visibilitychange', pauseWhenHidden);
    return () => document.removeEventListener('visibilitychange', pauseWhenHidden);
  }, []);

  useEffect(() => {
    if (game.status === 'over') record(game.score);
  }, [game.status, game.score, record]);

  // Redraw on every change, and when the theme changes the colours.
  useEffect(() => {
    if (!canvas.current) return;
    const element = canvas.current;
    draw(element, game);
    const observer = new MutationObserver(() => draw(element, game));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [game]);

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = directionOfKey(event.key);
    if (direction) steer(direction);
    else if (event.key === ' ') togglePause();
    else if (event.key === 'Enter') start();
    else return;
    event.preventDefault();
  };

  const status = {
    ready: t('games.snake.ready'),
    running: '',
    paused: t('games.paused'),
    over: t('games.gameOver'),
  }[game.status];
  const announcement =
    game.status === 'running' ? `${t('games.score')}: ${game.score}` : `${status} ${t('games.score')}: ${game.score}`;

  return (
    <GameFrame
      id="snake"
      name={t('games.snake.name')}
      description={t('games.snake.description')}
      help={t('games.snake.help')}
      announcement={announcement}
      stats={[
        { label: t('games.score'), value: game.score },
        { label: t('games.best'), value: best ?? '—' },
      ]}
      controls={
        <>
          <Button onClick={game.status === 'running' || game.status === 'paused' ? togglePause : start}>
            {game.status === 'running'
              ? t('games.pause')
              : game.status === 'paused'
                ? t('games.resume')
                : t('games.start')}
          </Button>
          <Button variant="outline" onClick={() => setGame(newSnakeGame(Math.random))}>
            {t('games.restart')}
          </Button>
        </>
      }
    >
      <div
        tabIndex={0}
        role="application"
        aria-label={t('games.snake.board')}
        aria-describedby="snake-help"
        onKeyDown={onKeyDown}
        {...swipe}
        dir="ltr"
        className="relative touch-none rounded-md select-none"
      >
        <canvas
          ref={canvas}
          width={game.size * cellPx}
          height={game.size * cellPx}
          className="block aspect-square w-full max-w-[320px] rounded-md"
        />
        {status && (
          <p className="absolute inset-0 grid place-items-center rounded-md bg-background/70 p-4 text-center text-lg font-semibold">
            {status}
          </p>
        )}
      </div>
      <DirectionPad onDirection={steer} />
    </GameFrame>
  );
}
