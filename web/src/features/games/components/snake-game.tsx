import { useEffect, useRef, type KeyboardEvent } from 'react';
import { snakeStepMs, type Direction, type SnakeSettings, type SnakeState } from '@portfolio/contracts';
import { directionOfKey } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { useBestScore } from '../hooks/use-best-score';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useSwipe } from '../hooks/use-swipe';
import { RoundLeaderboard } from '../leaderboard/round-leaderboard';
import { newSnakeRound, setSnakeStatus, snakeRecord, steerSnake, stepSnake } from '../play/snake-round';
import { gameClock, lengthOf } from '../play/clock';
import { usePlayEvents } from '../play/use-play-events';
import { useRoundState } from '../play/use-round-state';
import { useRounds, type Round } from '../play/use-rounds';
import { DirectionPad } from './direction-pad';
import { GameFrame } from './game-frame';

const cellPx = 20;
/** Slower steps when motion is reduced: the snake jumps cell to cell, and fewer jumps are easier to follow. */
const reducedMotionSlowdown = 1.7;

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

interface SnakeProps {
  settings: SnakeSettings;
  leaderboard: boolean;
}

export default function SnakeGame({ settings, leaderboard }: SnakeProps) {
  const rounds = useRounds('snake', leaderboard);
  if (!rounds.round) return <LoadingScreen />;
  return <SnakePlay settings={settings} leaderboard={leaderboard} round={rounds.round} next={rounds.next} />;
}

function SnakePlay({
  settings,
  leaderboard,
  round,
  next,
}: SnakeProps & { round: Round; next: (auto: boolean) => void }) {
  const { t } = useTranslation('games');
  const [play, setPlay] = useRoundState(round.key, () => {
    const fresh = newSnakeRound(round.draws, settings.boardSize);
    return round.autoStart ? setSnakeStatus(fresh, 'running', gameClock()) : fresh;
  });
  const { game } = play;
  const canvas = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useReducedMotion();
  const { best, record } = useBestScore('snake', 'higher');
  const durationMs = lengthOf(play);
  usePlayEvents('snake', round.key, { started: play.startedAt !== null, score: game.score, durationMs });

  const start = () => {
    if (game.status === 'over') next(true);
    else setPlay((p) => setSnakeStatus(p, 'running', gameClock()));
  };
  const togglePause = () => {
    const now = gameClock();
    setPlay((p) => setSnakeStatus(p, p.game.status === 'running' ? 'paused' : 'running', now));
  };
  const steer = (direction: Direction) => {
    const now = gameClock();
    setPlay((p) => steerSnake(p, direction, now));
  };
  const swipe = useSwipe(steer);

  const stepMs = snakeStepMs[settings.speed] * (reducedMotion ? reducedMotionSlowdown : 1);
  useEffect(() => {
    if (game.status !== 'running') return;
    const timer = window.setInterval(() => {
      const now = gameClock();
      setPlay((p) => stepSnake(p, round.draws, now));
    }, stepMs);
    return () => window.clearInterval(timer);
  }, [game.status, stepMs, round.draws, setPlay]);

  // A hidden tab pauses the game; coming back, the player resumes it.
  useEffect(() => {
    const pauseWhenHidden = () => {
      if (document.hidden) setPlay((p) => (p.game.status === 'running' ? setSnakeStatus(p, 'paused', 0) : p));
    };
    document.addEventListener('visibilitychange', pauseWhenHidden);
    return () => document.removeEventListener('visibilitychange', pauseWhenHidden);
  }, [setPlay]);

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
  const px = game.size * cellPx;

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
          <Button variant="outline" onClick={() => next(false)}>
            {t('games.restart')}
          </Button>
        </>
      }
      footer={
        leaderboard && (
          <RoundLeaderboard
            game="snake"
            round={round}
            finished={
              durationMs === undefined ? undefined : { record: snakeRecord(play), score: game.score, durationMs }
            }
          />
        )
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
        <canvas ref={canvas} width={px} height={px} className="block aspect-square w-full max-w-[320px] rounded-md" />
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
