import { useState } from 'react';

/**
 * A game's state, started afresh from `init` whenever the round changes. Reset in place rather than by remounting
 * the game: the focus stays on the button or board the player used, and a screen reader keeps its place.
 */
export function useRoundState<S>(roundKey: number, init: () => S) {
  const [state, setState] = useState(init);
  const [key, setKey] = useState(roundKey);
  if (key !== roundKey) {
    setKey(roundKey);
    setState(init());
  }
  return [state, setState] as const;
}
