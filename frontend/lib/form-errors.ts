import { usePage } from '@inertiajs/react';
import { useState } from 'react';
import type { SharedProps } from '@shared/shared-props';

interface SentForm {
  errors: Partial<Record<string, string>>;
  processing: boolean;
}

/**
 * A form's field errors. Until the form has been sent by its script, the page's own: a form the browser
 * sent itself (pressed before the script ran) comes back as a full page whose `errors` prop holds them, and
 * Inertia's useForm only shows what its own requests answered.
 */
export function useFormErrors(form: SentForm): Record<string, string | undefined> {
  const pageErrors: Record<string, string | undefined> = usePage<SharedProps>().props.errors;
  const [sentByScript, setSentByScript] = useState(false);
  if (form.processing && !sentByScript) setSentByScript(true);
  return sentByScript ? form.errors : pageErrors;
}
