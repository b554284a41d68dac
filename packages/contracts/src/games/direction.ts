export type Direction = 'up' | 'down' | 'left' | 'right';

const keys: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  w: 'up',
  s: 'down',
  a: 'left',
  d: 'right',
  W: 'up',
  S: 'down',
  A: 'left',
  D: 'right',
};

/** Arrow keys and W A S D. The letters are the keys' positions on a QWERTY layout, as games usually read them. */
export const directionOfKey = (key: string): Direction | undefined => keys[key];

export const oppositeDirection: Record<Direction, Direction> = {
  up: 'down',
  down: 'up',
  left: 'right',
  right: 'left',
};
