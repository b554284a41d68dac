import { useEffect, useRef } from 'react';

export interface MediaSessionActions {
  play(): void;
  pause(): void;
  stop(): void;
  previous(): void;
  next(): void;
}

/**
 * Headphone buttons, the lock screen and the system's media controls drive the reader that is playing (or paused)
 * through the Media Session API: the article's title and the site as metadata, and the five actions. Released as
 * soon as another reader takes over or this one stops.
 */
export function useMediaSession(
  active: boolean,
  playing: boolean,
  metadata: { title: string; artist: string },
  actions: MediaSessionActions,
) {
  const latest = useRef(actions);
  // The newest actions for the handlers, which are registered once.
  useEffect(() => {
    latest.current = actions;
  });
  const { title, artist } = metadata;
  useEffect(() => {
    if (!active || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({ title, artist });
    const handlers: [MediaSessionAction, () => void][] = [
      ['play', () => latest.current.play()],
      ['pause', () => latest.current.pause()],
      ['stop', () => latest.current.stop()],
      ['previoustrack', () => latest.current.previous()],
      ['nexttrack', () => latest.current.next()],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // A browser that does not know an action (`stop` in older Safari) keeps the others.
      }
    }
    return () => {
      session.metadata = null;
      session.playbackState = 'none';
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [active, title, artist]);
  useEffect(() => {
    if (active && 'mediaSession' in navigator) navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
  }, [active, playing]);
}
