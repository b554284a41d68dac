import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/** Each game is its own chunk, fetched when its tab is opened. */
const games = [
  { id: 'snake', name: 'games.snake.name', Game: lazy(() => import('./snake-game')) },
  { id: '2048', name: 'games.game2048.name', Game: lazy(() => import('./game-2048')) },
  { id: 'memory', name: 'games.memory.name', Game: lazy(() => import('./memory-game')) },
] as const;
type GameKey = (typeof games)[number]['id'];

export function GamesPage() {
  const { t, i18n } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const requested = params.get('game');
  const current: GameKey = games.some((g) => g.id === requested) ? (requested as GameKey) : 'snake';

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{t('games.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('games.intro')}</p>
      <Tabs
        value={current}
        // The chosen game is part of the address, so it can be shared and survives a reload.
        onValueChange={(game) => setParams({ game }, { replace: true })}
        dir={i18n.dir()}
        className="mt-8"
      >
        <TabsList aria-label={t('games.choose')}>
          {games.map(({ id, name }) => (
            <TabsTrigger key={id} value={id}>
              {t(name)}
            </TabsTrigger>
          ))}
        </TabsList>
        {games.map(({ id, Game }) => (
          <TabsContent key={id} value={id}>
            <Suspense fallback={<LoadingScreen />}>
              <Game />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
