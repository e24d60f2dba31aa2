import { useForm } from '@inertiajs/react';
import { ClipboardCheck } from 'lucide-react';
import { Seo } from '@/components/content/seo';
import { Button } from '@/components/ui/button';
import type { PageProps } from '@shared/pages';
import type { FormState } from '@shared/forms/form-state';
import type { LinkTokenForm } from '@shared/forms/link-token';

/**
 * Where an emailed resume link opens. Continuing takes a click: mail scanners that open links to
 * check them would otherwise use up the link (and move the draft to themselves).
 */
export default function ResumeAssessment({ action, token }: PageProps<'assessment/resume'>) {
  const form = useForm<FormState<LinkTokenForm>>({ token });
  return (
    <>
      <Seo title="Continue your assessment" description="Continue your CRM health assessment." noindex />
      <div className="mx-auto max-w-md rounded-xl border border-crmgray-200 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
        <ClipboardCheck
          className="mx-auto size-8 text-crmblue-600 dark:text-crmblue-300"
          aria-hidden="true"
        />
        <h1 className="mt-3 text-xl font-semibold text-crmgray-950 dark:text-zinc-50">
          Continue your assessment
        </h1>
        <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">
          Your answers open in this browser, and the link stops working elsewhere.
        </p>
        <form
          method="post"
          action={action}
          noValidate
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            form.post(action);
          }}
        >
          <Button type="submit" className="w-full" loading={form.processing} autoFocus>
            Continue where I left off
          </Button>
        </form>
      </div>
    </>
  );
}
