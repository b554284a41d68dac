import { describe, expect, it } from 'vitest';
import { focalAfterKey, focalAtClick } from './focal-point';

describe('the focal point', () => {
  it('moves 1 % per arrow press and 10 % with Shift, in the image’s own directions', () => {
    const centre = { x: 0.5, y: 0.5 };
    expect(focalAfterKey(centre, 'ArrowLeft', false)).toEqual({ x: 0.49, y: 0.5 });
    expect(focalAfterKey(centre, 'ArrowRight', true)).toEqual({ x: 0.6, y: 0.5 });
    expect(focalAfterKey(centre, 'ArrowUp', false)).toEqual({ x: 0.5, y: 0.49 });
    expect(focalAfterKey(centre, 'ArrowDown', true)).toEqual({ x: 0.5, y: 0.6 });
  });

  it('stays inside the image and does not drift over many steps', () => {
    expect(focalAfterKey({ x: 0.05, y: 0.97 }, 'ArrowLeft', true)).toEqual({ x: 0, y: 0.97 });
    expect(focalAfterKey({ x: 0.5, y: 0.97 }, 'ArrowDown', true)).toEqual({ x: 0.5, y: 1 });
    let point = { x: 0, y: 0 };
    for (let i = 0; i < 30; i += 1) point = focalAfterKey(point, 'ArrowRight', false)!;
    expect(point.x).toBe(0.3);
  });

  it('jumps to the edges with Home, End, Page Up and Page Down, and ignores other keys', () => {
    const point = { x: 0.3, y: 0.7 };
    expect(focalAfterKey(point, 'Home', false)).toEqual({ x: 0, y: 0.7 });
    expect(focalAfterKey(point, 'End', false)).toEqual({ x: 1, y: 0.7 });
    expect(focalAfterKey(point, 'PageUp', false)).toEqual({ x: 0.3, y: 0 });
    expect(focalAfterKey(point, 'PageDown', false)).toEqual({ x: 0.3, y: 1 });
    expect(focalAfterKey(point, 'Enter', false)).toBeUndefined();
    expect(focalAfterKey(point, 'a', true)).toBeUndefined();
  });

  it('is where the image was clicked, as fractions of its drawn size', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(focalAtClick(200, 100, box)).toEqual({ x: 0.25, y: 0.25 });
    expect(focalAtClick(90, 300, box)).toEqual({ x: 0, y: 1 });
    expect(focalAtClick(1, 1, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0.5, y: 0.5 });
  });
});
