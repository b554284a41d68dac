import { useQuery } from '@tanstack/react-query';
import type { GameId, PublicGames } from '@portfolio/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { gamesQuery } from '../api/games-query';

// Each game is its own chunk, fetched when its tab is opened.
const SnakeGame = lazy(() => import('./snake-game'));
const Game2048 = lazy(() => import('./game-2048'));
const MemoryGame = lazy(() => import('./memory-game'));

/** Each game's tab name and its board with the settings the administrator chose. */
const views: Record<
  GameId,
  {
    name: 'games.snake.name' | 'games.game2048.name' | 'games.memory.name';
    render: (games: PublicGames, leaderboard: boolean) => ReactNode;
  }
> = {
  snake: {
    name: 'games.snake.name',
    render: (games, leaderboard) => <SnakeGame settings={games.snake} leaderboard={leaderboard} />,
  },
  '2048': {
    name: 'games.game2048.name',
    render: (games, leaderboard) => <Game2048 settings={games['2048']} leaderboard={leaderboard} />,
  },
  memory: {
    name: 'games.memory.name',
    render: (games, leaderboard) => <MemoryGame settings={games.memory} leaderboard={leaderboard} />,
  },
};

/**
 * `/games`: the games the administrator shows, in their order, one tab each. An address naming a hidden game (or
 * none) opens the first one shown; with none shown, the page says so.
 */
export function GamesPage() {
  const { t } = useTranslation('games');
  const query = useQuery(gamesQuery());

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{t('games.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('games.intro')}</p>
      {query.data ? (
        <GameTabs games={query.data} />
      ) : query.isError ? (
        <div role="alert" className="mt-8 rounded-lg border border-destructive/50 p-6">
          <h2 className="text-lg font-semibold">{t('games.loadFailedTitle')}</h2>
          <p className="mt-1 text-muted-foreground">{t('games.loadFailed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
            {t('games.board.retry')}
          </Button>
        </div>
      ) : (
        <LoadingScreen />
      )}
    </div>
  );
}

function GameTabs({ games }: { games: PublicGames }) {
  const { t, i18n } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const first = games.games[0];
  if (!first) {
    return (
      <div className="mt-8 rounded-lg border p-10 text-center">
        <h2 className="text-xl font-semibold">{t('games.emptyTitle')}</h2>
        <p className="mt-2 text-muted-foreground">{t('games.emptyText')}</p>
      </div>
    );
  }
  const requested = params.get('game');
  const current = games.games.find((game) => game.id === requested) ?? first;

  return (
    <Tabs
      value={current.id}
      // The chosen game is part of the address, so it can be shared and survives a reload.
      onValueChange={(game) => setParams({ game }, { replace: true })}
      dir={i18n.dir()}
      className="mt-8"
    >
      <TabsList aria-label={t('games.choose')}>
        {games.games.map(({ id }) => (
          <TabsTrigger key={id} value={id}>
            {t(views[id].name)}
          </TabsTrigger>
        ))}
      </TabsList>
      {games.games.map(({ id, leaderboard }) => (
        <TabsContent key={id} value={id}>
          <Suspense fallback={<LoadingScreen />}>{views[id].render(games, leaderboard)}</Suspense>
        </TabsContent>
      ))}
    </Tabs>
  );
}
