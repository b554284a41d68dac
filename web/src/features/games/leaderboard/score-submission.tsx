import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameId, GameRecord, LeaderboardRun } from '@portfolio/contracts';
import { leaderboardLimits } from '@portfolio/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldError, inputClass } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { leaderboardQuery, submitScore } from '../api/leaderboard';
import { LeaderboardTable } from './leaderboard-table';
import { isNicknameRefusal, refusalOf } from './submission-error';

export interface FinishedRun {
  run: LeaderboardRun;
  record: GameRecord;
  score: number;
  durationMs: number;
}

/**
 * "Add my score", offered when a leaderboard game has ended: a nickname, then the record goes to the server, which
 * replays it before ranking it. Afterwards, the board with the new entry marked. A refusal is said in words, on the
 * field when the nickname can be corrected.
 */
export function ScoreSubmission({ game, finished }: { game: GameId; finished: FinishedRun }) {
  const { t } = useTranslation('games');
  const queryClient = useQueryClient();
  const [nickname, setNickname] = useState('');
  const [tooShort, setTooShort] = useState(false);
  // A nickname to correct takes the focus, so that its error (tied to the field) is read out at once.
  const field = useRef<HTMLInputElement>(null);
  // The form goes once the score is in: the focus moves to what replaces it, the rank and the board.
  const added = useRef<HTMLParagraphElement>(null);
  const submission = useMutation({
    mutationFn: (name: string) =>
      submitScore(game, {
        token: finished.run.token,
        nickname: name,
        durationMs: finished.durationMs,
        score: finished.score,
        record: finished.record,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaderboardQuery(game).queryKey }),
    onError: (error) => {
      if (isNicknameRefusal(refusalOf(error))) field.current?.focus();
    },
  });

  useEffect(() => {
    if (submission.data) added.current?.focus();
  }, [submission.data]);

  if (submission.data) {
    return (
      <section aria-labelledby={`${game}-board-title`} className="w-full max-w-md">
        <h3 id={`${game}-board-title`} className="text-lg font-semibold">
          {t('games.board.title')}
        </h3>
        <p ref={added} tabIndex={-1} className="mt-1 outline-none">
          {t('games.board.added', { rank: submission.data.rank })}
        </p>
        <LeaderboardTable game={game} highlight={submission.data.entry.id} />
      </section>
    );
  }

  const refusal = submission.error ? refusalOf(submission.error) : undefined;
  const fieldError = tooShort
    ? t('games.board.refused.length')
    : refusal && isNicknameRefusal(refusal)
      ? t(`games.board.refused.${refusal}`)
      : undefined;
  const final = refusal === 'score' || refusal === 'expired' || refusal === 'closed';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = nickname.trim();
    const short = name.length < leaderboardLimits.nickname.min;
    setTooShort(short);
    if (short) field.current?.focus();
    else submission.mutate(name);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid w-full max-w-md gap-3 rounded-lg border p-4">
      <h3 className="text-lg font-semibold">{t('games.board.addTitle')}</h3>
      <p className="text-sm text-muted-foreground">{t('games.board.addIntro', { score: finished.score })}</p>
      <Field id={`${game}-nickname`} label={t('games.board.nickname')} hint={t('games.board.hint')} error={fieldError}>
        <input
          ref={field}
          className={inputClass}
          value={nickname}
          maxLength={leaderboardLimits.nickname.max}
          autoComplete="nickname"
          disabled={final}
          onChange={(event) => setNickname(event.target.value)}
        />
      </Field>
      {refusal && !isNicknameRefusal(refusal) && (
        <div role="alert">
          <FieldError>{t(`games.board.refused.${refusal}`)}</FieldError>
        </div>
      )}
      <Button type="submit" disabled={submission.isPending || final} className="justify-self-start">
        {submission.isPending ? t('games.board.sending') : t('games.board.submit')}
      </Button>
    </form>
  );
}
