import { useSyncExternalStore } from 'react';

/** The client error that replaced the page with the error screen, if any. */
let current: { message: string } | null = null;
const listeners = new Set<() => void>();

export function showErrorScreen(error: unknown): void {
  current = { message: error instanceof Error ? error.message : '' };
  for (const listener of listeners) listener();
}

export function clearErrorScreen(): void {
  if (current === null) return;
  current = null;
  for (const listener of listeners) listener();
}

export function useErrorScreen(): { message: string } | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
