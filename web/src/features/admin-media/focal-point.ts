/** Where crops keep their centre: fractions of the width and height from the image's top-left corner. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** One arrow press moves the point by 1 % of the side, 10 % with Shift. */
export const focalSteps = { fine: 0.01, coarse: 0.1 } as const;

const moves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Kept within the image, and to the thousandth so that repeated steps do not drift (0.1 + 0.2). */
const settle = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/**
 * The point after a key press, or undefined for a key that does not move it. The arrows move it on the image as
 * drawn (left is left whatever the page's direction, since the picture is never mirrored); Home and End put it on
 * the left or right edge, Page Up and Page Down on the top or bottom.
 */
export function focalAfterKey(focal: FocalPoint, key: string, shift: boolean): FocalPoint | undefined {
  const move = moves[key];
  if (move) {
    const step = shift ? focalSteps.coarse : focalSteps.fine;
    return { x: settle(focal.x + move[0] * step), y: settle(focal.y + move[1] * step) };
  }
  if (key === 'Home' || key === 'End') return { x: key === 'Home' ? 0 : 1, y: focal.y };
  if (key === 'PageUp' || key === 'PageDown') return { x: focal.x, y: key === 'PageUp' ? 0 : 1 };
  return undefined;
}

/** The point under a click on the image drawn in `box` (its client rectangle). */
export function focalAtClick(
  clientX: number,
  clientY: number,
  box: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
) {
  if (box.width <= 0 || box.height <= 0) return { x: 0.5, y: 0.5 };
  return { x: settle((clientX - box.left) / box.width), y: settle((clientY - box.top) / box.height) };
}
