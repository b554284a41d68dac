import { ApiError } from '@/lib/api-client';

/** The text keys (under `games.board.refused`) of what keeps a score off the board, as the server gave it. */
export type Refusal = 'length' | 'characters' | 'abuse' | 'score' | 'expired' | 'closed' | 'failed';

const detail = (error: ApiError, path: string) => error.details?.find((d) => d.path === path)?.message;

/**
 * The server's refusal in the player's terms: a nickname refused for its length, characters or abuse (the field
 * shows it, to be corrected), a game too old to rank, a board closed meanwhile, or a score the replay does not
 * confirm. Anything else (offline, a busy server) may succeed when sent again.
 */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'nickname_refused') {
    const reason = detail(error, 'body.nickname');
    return reason === 'characters' || reason === 'abuse' ? reason : 'length';
  }
  if (error.code === 'validation_failed' && error.details?.some((d) => d.path === 'body.nickname')) return 'length';
  if (error.code === 'implausible_score') {
    return detail(error, 'reason') === 'token_expired' ? 'expired' : 'score';
  }
  if (error.status === 404) return 'closed';
  return 'failed';
}

/** A refusal the player can fix in the nickname field (the others end the submission). */
export const isNicknameRefusal = (refusal: Refusal) =>
  refusal === 'length' || refusal === 'characters' || refusal === 'abuse';
