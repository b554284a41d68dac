import { hkdfSync } from 'node:crypto';
import { loadOrCreateSecret } from '@portfolio/kit';

/**
 * The key the leaderboards' run tokens are signed with: generated under DATA_DIR/secrets on the first start (kept
 * there across restarts and in backups, which hold DATA_DIR whole), and derived for this one purpose, so that the
 * file could serve another use without one key signing both.
 */
export const leaderboardSecret = (dataDir: string): Buffer =>
  Buffer.from(hkdfSync('sha256', loadOrCreateSecret(dataDir, 'content-key'), 'portfolio', 'leaderboard runs', 32));
