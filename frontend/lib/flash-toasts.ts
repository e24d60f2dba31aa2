import type { Flash } from '@shared/shared-props';
import { toast } from './toast-store';

/** Server flash messages become toasts. */
export function showFlashToasts(flash: Flash | undefined): void {
  for (const item of flash?.toasts ?? [])
    toast({ title: item.title, description: item.description, kind: item.kind });
}
