import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredControl, type DeferredProps } from './deferred-control';

function RealMenu({ defaultOpen }: DeferredProps) {
  return <button type="button">{defaultOpen ? 'real, open' : 'real, closed'}</button>;
}

/** A menu whose code arrives when the test says so. */
function deferredMenu() {
  let arrive!: () => void;
  const loaded = new Promise<{ default: typeof RealMenu }>(
    (resolve) => (arrive = () => resolve({ default: RealMenu })),
  );
  const load = () => loaded;
  render(
    <DeferredControl
      load={load}
      props={{}}
      placeholder={(handlers) => (
        <button type="button" {...handlers}>
          look-alike
        </button>
      )}
    />,
  );
  return { arrive: () => act(async () => arrive()) };
}

describe('DeferredControl', () => {
  afterEach(cleanup);

  it('opens the real menu when it was clicked before its code arrived', async () => {
    const menu = deferredMenu();
    fireEvent.click(screen.getByRole('button', { name: 'look-alike' }));
    await menu.arrive();
    expect(screen.getByRole('button', { name: 'real, open' })).toBeTruthy();
  });

  it('opens it too when the code arrives between the pointer going down and coming up (no click lands)', async () => {
    const menu = deferredMenu();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'look-alike' }), { button: 0 });
    await menu.arrive();
    expect(screen.getByRole('button', { name: 'real, open' })).toBeTruthy();
  });

  it('loads nothing until the visitor reaches for it, then the real menu, closed, on pointer over or focus', async () => {
    for (const reach of [fireEvent.pointerEnter, fireEvent.focus]) {
      let loads = 0;
      const load = () => {
        loads += 1;
        return Promise.resolve({ default: RealMenu });
      };
      render(
        <DeferredControl
          load={load}
          props={{}}
          placeholder={(handlers) => (
            <button type="button" {...handlers}>
              look-alike
            </button>
          )}
        />,
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(loads).toBe(0);
      await act(async () => reach(screen.getByRole('button', { name: 'look-alike' })));
      expect(screen.getByRole('button', { name: 'real, closed' })).toBeTruthy();
      cleanup();
    }
  });
});
