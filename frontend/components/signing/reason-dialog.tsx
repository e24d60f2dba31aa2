import { useForm } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-fields';
import type { FormState } from '@shared/forms/form-state';
import type { ReasonForm } from '@shared/forms/signing';

interface ReasonDialogProps {
  trigger: ReactNode;
  title: string;
  description: string;
  label: string;
  action: string;
  submitLabel: string;
}

/** A step that cannot be undone and needs a reason (declining, withdrawing): asked in a dialog, posted as `reason`. */
export function ReasonDialog({ trigger, title, description, label, action, submitLabel }: ReasonDialogProps) {
  const form = useForm<FormState<ReasonForm>>({ reason: '' });
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen} title={title} description={description} trigger={trigger}>
      <form
        method="post"
        action={action}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(action, { preserveScroll: true, onSuccess: () => setOpen(false) });
        }}
      >
        <TextAreaField
          label={label}
          value={form.data.reason}
          onChange={(event) => form.setData('reason', event.target.value)}
          error={form.errors.reason}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" loading={form.processing}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
