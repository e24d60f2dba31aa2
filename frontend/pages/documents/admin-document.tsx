import { useForm } from '@inertiajs/react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { ClientRecordLink } from '@/components/admin/client-record-link';
import { Panel } from '@/components/admin/detail-list';
import { AttachmentsField, attachmentsFit, fileSize } from '@/components/documents/attachments-field';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@shared/dates';
import { DOCUMENT_NOTE_MAX, type NewVersionForm } from '@shared/forms/documents';
import type { FormState } from '@shared/forms/form-state';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** One hand-over document: its versions, and the next one (starting from the current text). */
export default function AdminDocument({ document, versions, body }: PageProps<'documents/admin-document'>) {
  const current = versions[0]?.attachments ?? [];
  const form = useForm<FormState<NewVersionForm> & { attachments: File[] }>({
    body,
    note: '',
    keepAttachments: current.length > 0,
    attachments: [],
  });
  const errors = form.errors as Record<string, string | undefined>;
  return (
    <>
      <BackLink href={routes.documents.list()} label="Client documents" />
      <AdminPageHeader
        title={document.title}
        description={`Version ${document.currentVersion}, published to`}
      >
        <ClientRecordLink email={document.clientEmail} look="value" />
      </AdminPageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title="Publish a new version">
          <form
            method="post"
            action={routes.documents.publishVersion(document.id)}
            encType="multipart/form-data"
            noValidate
            className="space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              if (attachmentsFit(form))
                form.post(routes.documents.publishVersion(document.id), {
                  onSuccess: () => form.reset('note', 'attachments'),
                });
            }}
          >
            <TextAreaField
              label="Text"
              hint="Starts from the current version. Markdown; raw HTML is shown as text."
              rows={18}
              value={form.data.body}
              onChange={(event) => form.setData('body', event.target.value)}
              error={form.errors.body}
            />
            <TextField
              label="What changed (optional)"
              maxLength={DOCUMENT_NOTE_MAX}
              value={form.data.note}
              onChange={(event) => form.setData('note', event.target.value)}
              error={form.errors.note}
            />
            {current.length > 0 && (
              <label className="flex items-start gap-2 text-sm text-crmgray-800 dark:text-zinc-200">
                <input
                  type="checkbox"
                  checked={form.data.keepAttachments}
                  onChange={(event) => form.setData('keepAttachments', event.target.checked)}
                  className="mt-0.5 size-4 accent-crmblue-600"
                />
                Keep the current attachments ({current.map((file) => file.filename).join(', ')})
              </label>
            )}
            <AttachmentsField
              files={form.data.attachments}
              onChange={(files) => form.setData('attachments', files)}
              error={errors.attachments}
            />
            <Button type="submit" loading={form.processing}>
              Publish version {document.currentVersion + 1} and email the client
            </Button>
          </form>
        </Panel>
        <Panel title={`Versions (${versions.length})`}>
          <ol className="space-y-3 text-sm">
            {versions.map((version) => (
              <li key={version.version}>
                <p className="font-medium text-crmgray-950 dark:text-zinc-50">Version {version.version}</p>
                <p className="text-crmgray-600 dark:text-zinc-400">
                  {formatDateTime(version.publishedAt)} by {version.publishedBy}
                </p>
                {version.note && <p className="text-crmgray-700 dark:text-zinc-300">{version.note}</p>}
                {version.attachments.length > 0 && (
                  <p className="text-crmgray-600 dark:text-zinc-400">
                    Attached:{' '}
                    {version.attachments
                      .map((file) => `${file.filename} (${fileSize(file.size)})`)
                      .join(', ')}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </>
  );
}
