import { router } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ConfirmButtonProps {
  /** The button that opens the confirmation. */
  label: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Posted when confirmed; the server answers with a redirect and a toast. */
  action: string;
  /** The route's method (DELETE for removing something the user owns). */
  method?: 'post' | 'delete';
  data?: Record<string, string>;
  variant?: ButtonProps['variant'];
  /** The confirming button: red for what cannot be taken back, blue for what merely changes. */
  confirmVariant?: 'destructive' | 'primary';
  size?: ButtonProps['size'];
  className?: string;
}

/** An action behind a confirmation dialog: nothing happens until the second, explicit click. */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  action,
  method = 'post',
  data = {},
  variant = 'destructive',
  confirmVariant = 'destructive',
  size,
  className,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={
        <Button type="button" variant={variant} size={size} className={className}>
          {label}
        </Button>
      }
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button
          type="button"
          variant={confirmVariant}
          loading={busy}
          onClick={() =>
            router.visit(action, {
              method,
              data,
              preserveScroll: true,
              onStart: () => setBusy(true),
              onFinish: () => {
                setBusy(false);
                setOpen(false);
              },
            })
          }
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
