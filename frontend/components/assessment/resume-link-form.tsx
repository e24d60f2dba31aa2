import { router, usePage } from '@inertiajs/react';
import type { Answers, SectionId } from '@shared/assessment';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { SharedProps } from '@shared/shared-props';
import { routes } from '@shared/routes';
import type { ResumeLinkForm as ResumeLinkBody } from '@shared/forms/assessment';

interface ResumeLinkFormProps {
  /** Waits for autosaves on their way, so none lands after the draft has moved to the link. */
  flush: () => Promise<void>;
  /** The step as shown, sent with the request and saved before the link is made. */
  pending: () => { step: SectionId; answers: Answers };
}

/** "Continue on another device": emails a link that opens this draft anywhere. */
export function ResumeLinkForm({ flush, pending }: ResumeLinkFormProps) {
  const errors =
    (usePage<SharedProps>().props.errors as unknown as { resume?: Record<string, string> }).resume ?? {};
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await flush();
    router.post(routes.assessment.resumeLink(), { email, ...pending() } satisfies ResumeLinkBody, {
      errorBag: 'resume',
      preserveScroll: true,
      preserveState: true,
      onFinish: () => setBusy(false),
      onSuccess: () => setEmail(''),
    });
  };
  return (
    <details className="mt-10 rounded-lg border border-crmgray-200 bg-white p-4 text-sm dark:border-zinc-800 dark:bg-zinc-900">
      <summary className="flex cursor-pointer items-center gap-2 font-medium text-crmgray-800 dark:text-zinc-200">
        <Mail className="size-4" aria-hidden /> Finish later or on another device
      </summary>
      <p className="mt-3 text-crmgray-600 dark:text-zinc-400">
        Your answers are saved as you go. We can email you a link that opens them on any device.
      </p>
      <form
        method="post"
        action={routes.assessment.resumeLink()}
        onSubmit={(event) => void send(event)}
        noValidate
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          label="Email for the link"
          type="email"
          autoComplete="email"
          className="flex-1"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <Button type="submit" variant="secondary" loading={busy} className="sm:mt-7">
          Email me a link
        </Button>
      </form>
    </details>
  );
}
