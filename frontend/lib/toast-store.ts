import { useSyncExternalStore } from 'react';

import type { ToastKind } from '@shared/shared-props';

export type { ToastKind };

export interface ToastInput {
  title: string;
  description?: string;
  kind?: ToastKind;
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: string;
  description?: string;
  open: boolean;
}

/** SPEC section 9: 5000 ms by default, 3 visible at most (the app's setting), removed 200 ms after closing. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_REMOVE_DELAY_MS = 200;

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function publish(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; when more than three are open, the oldest closes. */
export function toast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    kind: input.kind ?? 'info',
    duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
    open: true,
  };
  const next = [...toasts, item];
  const open = next.filter((t) => t.open);
  const overflow = new Set(open.slice(0, Math.max(0, open.length - TOAST_MAX_VISIBLE)).map((t) => t.id));
  publish(next.map((t) => (overflow.has(t.id) ? { ...t, open: false } : t)));
  overflow.forEach(scheduleRemoval);
  return id;
}

export function dismissToast(id: string): void {
  publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  scheduleRemoval(id);
}

function scheduleRemoval(id: string): void {
  setTimeout(() => publish(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

export const currentToasts = (): ToastItem[] => toasts;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const EMPTY: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, currentToasts, () => EMPTY);
}
