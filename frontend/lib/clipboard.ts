import { toast } from '@/lib/toast-store';

/** Copies `text`, then says so in a toast (or that the browser refused). */
export async function copyWithToast(text: string, title: string, description: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ kind: 'success', title, description });
  } catch {
    toast({
      kind: 'error',
      title: "Couldn't copy",
      description: 'Your browser blocked the clipboard. Please try again.',
    });
  }
}
