import { gameIds, type GameId, type GameEntry, type LeaderboardEntry } from '@portfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/form-field';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { adminLeaderboardQuery, removeLeaderboardEntry } from '../api/leaderboard';

/** The admin screens' pager (previous, next, where the reader is), handed in by the screen. */
export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/**
 * Moderation of the public leaderboards: one game's entries at a time, newest first, paged, each removable after a
 * confirmation. Boards that are off are listed too (their entries stay kept), with a line saying visitors do not
 * see them.
 */
export function LeaderboardModeration({
  games,
  Pager,
}: {
  games: readonly GameEntry[];
  Pager: ComponentType<PagerProps>;
}) {
  const { t } = useTranslation(['admin-games', 'admin']);
  const format = useAdminFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const [game, setGame] = useState<GameId>(games[0]?.id ?? 'snake');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<LeaderboardEntry>();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useQuery(adminLeaderboardQuery(game, page));
  const board = query.data?.game === game ? query.data : undefined;
  const name = t(`names.${game}`);

  const remove = useMutation({
    mutationFn: removeLeaderboardEntry,
    onSuccess: async () => {
      // The last entry of a later page removed: the page before, which still has entries.
      if (board?.entries.length === 1 && page > 1) setPage(page - 1);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'games', 'leaderboard', game] });
      setRemoving(undefined);
      toast({ title: t('moderation.removed') });
    },
    onError: () => toast({ variant: 'destructive', title: t('moderation.removeFailed') }),
  });
  const scoreLabel = t(game === 'memory' ? 'moderation.moves' : 'moderation.score');

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border bg-card p-4">
      <div>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('moderation.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('moderation.intro')}</p>
      </div>
      <div className="grid max-w-xs gap-1.5">
        <label htmlFor={`${id}-game`} className="text-sm font-medium">
          {t('moderation.game')}
        </label>
        <select
          id={`${id}-game`}
          value={game}
          onChange={(event) => {
            setGame(event.target.value as GameId);
            setPage(1);
          }}
          className={inputClass}
        >
          {gameIds.map((option) => (
            <option key={option} value={option}>
              {t(`names.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {games.find((g) => g.id === game)?.leaderboard === false && (
        <p className="text-sm text-muted-foreground">{t('moderation.off')}</p>
      )}
      {!board ? (
        <QueryFallback query={query} />
      ) : board.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('moderation.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('moderation.total', { count: format.count(board.total) })}</p>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('moderation.caption', { game: name })}</caption>
              <thead>
                <tr className="border-b text-start">
                  {[t('moderation.nickname'), scoreLabel, t('moderation.duration'), t('moderation.at')].map((h) => (
                    <th key={h} scope="col" className="p-2 text-start font-medium">
                      {h}
                    </th>
                  ))}
                  <th scope="col" className="p-2 text-end font-medium">
                    <span className="sr-only">{t('moderation.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.entries.map((entry) => (
                  <tr key={entry.id} className="border-b last:border-0">
                    <td className="p-2 font-medium" dir="auto">
                      {entry.nickname}
                    </td>
                    <td className="p-2 tabular-nums">{format.count(entry.score)}</td>
                    <td className="p-2 tabular-nums">
                      {t('admin:common.seconds', { value: format.decimal(entry.durationMs / 1000) })}
                    </td>
                    <td className="p-2">{format.moment(entry.at)}</td>
                    <td className="p-2 text-end">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('moderation.removeLabel', { nickname: entry.nickname })}
                        onClick={() => setRemoving(entry)}
                      >
                        {t('moderation.remove')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={board.page} pageCount={Math.ceil(board.total / board.pageSize)} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={t('moderation.confirmTitle')}
        description={
          removing &&
          t('moderation.confirmText', { score: format.count(removing.score), nickname: removing.nickname, game: name })
        }
        confirmLabel={t('moderation.remove')}
        cancelLabel={t('moderation.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate({ game, entryId: removing.id })}
        fallbackFocus={heading}
      />
    </section>
  );
}
