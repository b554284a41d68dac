import type { GameEvent } from '@portfolio/contracts';
import { beaconEndpoint, callEndpoint } from '@/lib/api-client';
import { loadGamesEndpoints } from './games-endpoints';

/** Do Not Track, or Global Privacy Control: the visitor asked not to be counted, so no game event leaves the page. */
export function trackingRefused(nav: Navigator = navigator): boolean {
  const privacy = nav as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || privacy.globalPrivacyControl === true;
}

/**
 * `gameAnalyticsEndpoints.gameEvent`: a game started or finished, with no visitor identity (no cookie is sent).
 * Sent as a beacon, which survives the tab closing (a game left mid-way ends with the page); where the browser has
 * none or refuses it, as a keep-alive request. A failure changes nothing for the player, so it is dropped quietly.
 */
export async function sendGameEvent(event: GameEvent): Promise<void> {
  if (trackingRefused()) return;
  try {
    const { gameEvent } = await loadGamesEndpoints();
    if (beaconEndpoint(gameEvent, event)) return;
    await callEndpoint(gameEvent, { body: event }, { keepalive: true, credentials: 'omit' });
  } catch {
    // Counting plays is the site's business, not the player's: nothing to show, and the game goes on.
  }
}
