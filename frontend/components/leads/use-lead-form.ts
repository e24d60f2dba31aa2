import { useForm } from '@inertiajs/react';
import type { FormDataType } from '@inertiajs/core';
import { useEffect, useRef } from 'react';
import { visitAttribution } from '@/lib/attribution';

/**
 * useForm plus what every lead form sends: an empty honeypot, the page it is on and the visit's
 * attribution (the signed time the browser was first served a page travels in a cookie:
 * src/common/security/form-time.ts). On a validation error the first field in error takes focus,
 * so keyboard and screen-reader users land on what to fix.
 */
export function useLeadForm<Fields extends FormDataType<Fields>>(fields: Fields) {
  const form = useForm({ ...fields, homepage: '' });
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);

  // After the errors have rendered (aria-invalid set), not when the response arrives.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.errors]);

  /** Posts the form to `url`, with `extra` fields the page holds elsewhere (a tool's answers). */
  const submit = (url: string, extra: Record<string, unknown> = {}) => {
    form.transform((data) => ({
      ...data,
      ...extra,
      source_path: window.location.pathname,
      attribution: visitAttribution(),
    }));
    form.post(url, {
      preserveScroll: true,
      onError: () => {
        focusFirstError.current = true;
      },
    });
  };

  // Field-less errors (the rate limit) arrive under "form".
  const errors = form.errors as Partial<Record<string, string>>;

  /** value, onChange and error of a text input, textarea or select bound to one string field. */
  const field = (name: keyof Fields & string) => ({
    value: form.data[name] as unknown as string,
    onChange: (event: { target: { value: string } }) =>
      form.setData(name as never, event.target.value as never),
    error: errors[name],
  });

  return { form, formRef, submit, errors, field };
}
