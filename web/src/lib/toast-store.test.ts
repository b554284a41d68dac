import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';
import { useToast } from './use-toast';

describe('single-toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds at most one toast: a new one replaces the previous', () => {
    const store = createToastStore();
    store.toast({ title: 'first' });
    store.toast({ title: 'second', variant: 'destructive' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ title: 'second', variant: 'destructive', open: true });
  });

  it('keeps a dismissed toast closed but mounted for 1,000,000 ms, then removes it', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'bye' });
    handle.dismiss();
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
    vi.advanceTimersByTime(999_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('closes through the primitive’s onOpenChange, and dismisses everything without an id', () => {
    const store = createToastStore({ limit: 3 });
    store.toast({ title: 'a' });
    store.toast({ title: 'b' });
    store.getSnapshot()[0]!.onOpenChange(false);
    expect(store.getSnapshot().map((t) => t.open)).toEqual([false, true]);
    store.dismiss();
    expect(store.getSnapshot().every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(1_000_000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('updates a toast in place', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'saving' });
    handle.update({ title: 'saved' });
    expect(store.getSnapshot()[0]).toMatchObject({ id: handle.id, title: 'saved' });
  });

  it('re-renders subscribers through useToast', () => {
    const store = createToastStore();
    const { result } = renderHook(() => useToast(store));
    expect(result.current.toasts).toEqual([]);
    act(() => {
      result.current.toast({ title: 'hello' });
    });
    expect(result.current.toasts).toEqual([expect.objectContaining({ title: 'hello' })]);
  });
});
