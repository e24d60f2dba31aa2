import { useForm } from '@inertiajs/react';
import { CheckCircle2, FileQuestion, ShieldAlert } from 'lucide-react';
import { DetailList } from '@/components/admin/detail-list';
import { longDate, SignCard, SignHead } from '@/components/signing/sign-shell';
import { Button } from '@/components/ui/button';
import type { PageProps, VerifyOutcome } from '@shared/pages';
import { VERIFY_MAX_BYTES, VERIFY_TOO_LARGE } from '@shared/signing';
import { routes } from '@shared/routes';

function Result({ result }: { result: VerifyOutcome }) {
  if (result.outcome === 'valid') {
    return (
      <div
        role="status"
        className="space-y-4 rounded-lg border border-crmturquoise-200 bg-crmturquoise-50 p-4 dark:border-crmturquoise-900 dark:bg-crmturquoise-950"
      >
        <p className="flex items-center gap-2 font-semibold text-crmturquoise-900 dark:text-crmturquoise-100">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          Genuine and unchanged
        </p>
        <p className="text-sm text-crmgray-700 dark:text-zinc-300">
          We sealed this exact file. Its digital signature is valid and not one byte has changed since.
        </p>
        <DetailList
          rows={[
            ['Agreement', `${result.title} (${result.code})`],
            ['Signed by', result.signerName],
            ['Signed', longDate(result.signedAt)],
            ['Sealed', longDate(result.sealedAt)],
            [
              'SHA-256',
              <code key="sha" className="text-xs break-all">
                {result.sha256}
              </code>,
            ],
          ]}
        />
      </div>
    );
  }
  const words = {
    altered: {
      icon: ShieldAlert,
      title: 'Changed after sealing',
      text:
        result.outcome === 'altered' && result.reason === 'appended'
          ? `Our seal on ${result.agreement ? `“${result.agreement.title}” (${result.agreement.code})` : 'this agreement'} is intact, but something was added to the file after we sealed it (a later revision: an edit, an annotation or another signature). What was added is not covered by our seal. Rely only on the original we emailed; ask us for it if you need it again.`
          : 'This file carries our seal, but bytes inside what we sealed have changed. Do not rely on it; ask us for the original.',
    },
    unknown: {
      icon: FileQuestion,
      title: 'Not a document sealed by us',
      text: 'We did not seal this file. If you expected a signed agreement from Clearline CRM Advisory, use the PDF attached to our email.',
    },
    not_pdf: { icon: FileQuestion, title: 'Not a PDF', text: 'Choose the PDF file of the signed agreement.' },
  }[result.outcome];
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950"
    >
      <p className="flex items-center gap-2 font-semibold text-red-900 dark:text-red-100">
        <words.icon className="size-5" aria-hidden="true" />
        {words.title}
      </p>
      <p className="text-sm text-crmgray-700 dark:text-zinc-300">{words.text}</p>
      {'sha256' in result && (
        <p className="text-xs break-all text-crmgray-600 dark:text-zinc-400">SHA-256 {result.sha256}</p>
      )}
    </div>
  );
}

/** /sign/verify: anyone can check that a signed PDF is ours and unchanged (the file never leaves this check). */
export default function SignVerify({ result }: PageProps<'signing/verify'>) {
  const form = useForm<{ file: File | null }>({ file: null });
  return (
    <>
      <SignHead title="Verify a signed agreement" />
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">
            Verify a signed agreement
          </h1>
          <p className="mt-2 text-crmgray-600 dark:text-zinc-400">
            Upload a PDF signed through this site to check that we sealed it and that it has not changed. We
            only compare it with our records; the file is not kept.
          </p>
        </div>
        <SignCard>
          <form
            method="post"
            action={routes.signing.verify()}
            encType="multipart/form-data"
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              // The server takes 1 MB at most; say so before uploading more than it would read.
              if (form.data.file && form.data.file.size > VERIFY_MAX_BYTES) {
                form.setError('file', VERIFY_TOO_LARGE);
                return;
              }
              form.post(routes.signing.verify(), { forceFormData: true, preserveScroll: true });
            }}
          >
            <div className="space-y-1.5">
              <label
                htmlFor="verify-file"
                className="block text-sm font-medium text-crmgray-900 dark:text-zinc-100"
              >
                Signed PDF
              </label>
              <input
                id="verify-file"
                type="file"
                accept="application/pdf,.pdf"
                aria-invalid={form.errors.file ? true : undefined}
                aria-describedby={form.errors.file ? 'verify-file-error' : undefined}
                onChange={(event) => form.setData('file', event.target.files?.[0] ?? null)}
                className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-crmblue-50 file:px-3 file:py-2 file:text-crmblue-800"
              />
              {form.errors.file && (
                <p id="verify-file-error" className="text-sm font-medium text-red-700 dark:text-red-400">
                  {form.errors.file}
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" loading={form.processing}>
                Check the file
              </Button>
              {form.processing && (
                <Button type="button" variant="ghost" onClick={() => form.cancel()}>
                  Cancel
                </Button>
              )}
            </div>
            {form.progress && (
              <div className="space-y-1">
                <progress
                  aria-label="Uploading the file"
                  max={100}
                  value={form.progress.percentage ?? 0}
                  className="h-2 w-full overflow-hidden rounded-full accent-crmblue-600"
                />
                <p className="text-xs text-crmgray-600 dark:text-zinc-400" aria-live="polite">
                  Uploading… {form.progress.percentage ?? 0}%
                </p>
              </div>
            )}
          </form>
        </SignCard>
        {result && <Result result={result} />}
      </div>
    </>
  );
}
