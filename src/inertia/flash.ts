import type { FlashToast, ToastKind } from '@shared/shared-props';

export type { FlashToast, ToastKind };

/** Data kept for the next rendered page (the "flash"), stored in a signed cookie. */
export interface FlashData {
  toasts?: FlashToast[];
  errors?: Record<string, string>;
  errorBag?: string;
  [key: string]: unknown;
}

export const FLASH_COOKIE = 'flash';
/** Browsers cap a cookie near 4 KB; longer messages are cut, never the whole flash lost. */
const MAX_FLASH_TEXT = 300;

export function isEmptyFlash(flash: FlashData): boolean {
  return Object.keys(flash).length === 0;
}

export function mergeFlash(older: FlashData, newer: FlashData): FlashData {
  const merged: FlashData = { ...older, ...newer };
  const toasts = [...(older.toasts ?? []), ...(newer.toasts ?? [])];
  if (toasts.length > 0) merged.toasts = toasts.slice(-3);
  if (older.errors || newer.errors) merged.errors = { ...older.errors, ...newer.errors };
  return merged;
}

export function encodeFlash(flash: FlashData): string {
  return JSON.stringify(flash, (_key, value: unknown) =>
    typeof value === 'string' && value.length > MAX_FLASH_TEXT
      ? `${value.slice(0, MAX_FLASH_TEXT - 1)}…`
      : value,
  );
}

export function decodeFlash(raw: unknown): FlashData {
  if (typeof raw !== 'string' || raw === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FlashData) : {};
  } catch {
    return {};
  }
}
