import { router } from '@inertiajs/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Asks the server to email a signing code (the signer's, or the countersigning admin's), keeping
 * the page as it is: what was typed stays, the answer comes back as a toast.
 */
export function SendCodeButton({ action }: { action: string }) {
  const [sending, setSending] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={sending}
      onClick={() =>
        router.post(
          action,
          {},
          {
            preserveScroll: true,
            preserveState: true,
            onStart: () => setSending(true),
            onFinish: () => setSending(false),
          },
        )
      }
    >
      Email me a code
    </Button>
  );
}
