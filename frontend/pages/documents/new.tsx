import { useForm } from '@inertiajs/react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { Panel } from '@/components/admin/detail-list';
import { AttachmentsField, attachmentsFit } from '@/components/documents/attachments-field';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { DOCUMENT_NOTE_MAX, DOCUMENT_TITLE_MAX, type PublishDocumentForm } from '@shared/forms/documents';
import type { FormState } from '@shared/forms/form-state';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** `/admin/documents/new`: a document for one client, published at once as version 1. */
export default function NewDocument({ email }: PageProps<'documents/new'>) {
  const form = useForm<FormState<PublishDocumentForm> & { attachments: File[] }>({
    clientEmail: email,
    title: '',
    body: '',
    note: '',
    attachments: [],
  });
  const errors = form.errors as Record<string, string | undefined>;
  return (
    <>
      <BackLink href={routes.documents.list()} label="Client documents" />
      <AdminPageHeader
        title="Publish a document"
        description="The client finds it in their client area (signed in with their verified address) and gets an email with a link."
      />
      <Panel title="Document">
        <form
          method="post"
          action={routes.documents.publish()}
          encType="multipart/form-data"
          noValidate
          className="max-w-3xl space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (attachmentsFit(form)) form.post(routes.documents.publish());
          }}
        >
          <TextField
            label="Client’s email address"
            type="email"
            autoComplete="off"
            value={form.data.clientEmail}
            onChange={(event) => form.setData('clientEmail', event.target.value)}
            error={form.errors.clientEmail}
          />
          <TextField
            label="Title"
            maxLength={DOCUMENT_TITLE_MAX}
            value={form.data.title}
            onChange={(event) => form.setData('title', event.target.value)}
            error={form.errors.title}
          />
          <TextAreaField
            label="Text"
            hint="Markdown: ## headings, - lists, | tables |. Raw HTML is shown as text."
            rows={16}
            value={form.data.body}
            onChange={(event) => form.setData('body', event.target.value)}
            error={form.errors.body}
          />
          <TextField
            label="Note for the client (optional)"
            hint="One line in the email, e.g. “First draft for review”."
            maxLength={DOCUMENT_NOTE_MAX}
            value={form.data.note}
            onChange={(event) => form.setData('note', event.target.value)}
            error={form.errors.note}
          />
          <AttachmentsField
            files={form.data.attachments}
            onChange={(files) => form.setData('attachments', files)}
            error={errors.attachments}
          />
          <Button type="submit" loading={form.processing}>
            Publish and email the client
          </Button>
        </form>
      </Panel>
    </>
  );
}
