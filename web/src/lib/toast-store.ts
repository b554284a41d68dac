import type { ReactNode } from 'react';
import { singleToast } from '@/config/constants';
import { toastersWanted } from './toasters-wanted';

/**
 * The simple notification store (spec §4, §9): it holds at most `limit` toasts (one), and a dismissed toast stays
 * mounted for `removeDelayMs` (1,000,000 ms) before it is dropped, the values shadcn/ui's store ships with.
 * Rendered by the Radix toast primitive (`components/ui/toaster.tsx`).
 */
export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (input: ToastInput) => void;
}

export function createToastStore({
  limit = singleToast.limit,
  removeDelayMs = singleToast.removeDelayMs,
}: { limit?: number; removeDelayMs?: number } = {}) {
  let toasts: ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const publish = (next: ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        publish(toasts.filter((t) => t.id !== id));
      }, removeDelayMs),
    );
  };

  /** Closes one toast, or all of them without an id; each is removed after the delay. */
  const dismiss = (id?: string) => {
    for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
    publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  };

  const toast = (input: ToastInput): ToastHandle => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    const item: ToastItem = {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss(id);
      },
    };
    publish([item, ...toasts].slice(0, limit));
    return {
      id,
      dismiss: () => dismiss(id),
      update: (next) => publish(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
    };
  };

  return {
    toast,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore = createToastStore();
/** A notification of the single-toast store, once the layout has been asked for the toasters. */
export const toast: ToastStore['toast'] = (input) => {
  toastersWanted.raise();
  return toastStore.toast(input);
};
