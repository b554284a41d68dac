import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReaderShortcuts } from './use-reader-shortcuts';

const actions = () => ({ toggle: vi.fn(), stop: vi.fn(), previous: vi.fn(), next: vi.fn() });
const press = (target: EventTarget, code: string, init: KeyboardEventInit = { altKey: true, shiftKey: true }) => {
  const event = new KeyboardEvent('keydown', { code, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

afterEach(() => document.body.replaceChildren());

describe('reader shortcuts', () => {
  it('plays or pauses, stops and moves by sentence with Alt+Shift', () => {
    const called = actions();
    renderHook(() => useReaderShortcuts(true, called));
    expect(press(document.body, 'KeyP').defaultPrevented).toBe(true);
    press(document.body, 'KeyS');
    press(document.body, 'Comma');
    press(document.body, 'Period');
    expect([called.toggle, called.stop, called.previous, called.next].map((f) => f.mock.calls.length)).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it('takes no key without both modifiers, none from a field being typed in, none when off', () => {
    const called = actions();
    const { rerender } = renderHook(({ on }) => useReaderShortcuts(on, called), { initialProps: { on: true } });
    press(document.body, 'KeyP', { altKey: true });
    press(document.body, 'KeyP', { altKey: true, shiftKey: true, ctrlKey: true });
    const field = document.body.appendChild(document.createElement('input'));
    expect(press(field, 'KeyP').defaultPrevented).toBe(false);
    rerender({ on: false });
    press(document.body, 'KeyP');
    expect(called.toggle).not.toHaveBeenCalled();
  });
});
