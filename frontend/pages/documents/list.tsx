import { Link } from '@inertiajs/react';
import { FolderOpen } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** `/admin/documents`: every hand-over document, the latest change first. */
export default function DocumentList({ documents }: PageProps<'documents/list'>) {
  return (
    <>
      <AdminPageHeader
        title="Client documents"
        description="Hand-over documents published to a client's area. Each change is a new version; the client is emailed and can still read the earlier ones."
      >
        <Link href={routes.documents.newDocument()} className={buttonStyles()}>
          Publish a document
        </Link>
      </AdminPageHeader>
      {documents.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title="No document published yet"
          action={{ label: 'Publish the first one', href: routes.documents.newDocument() }}
        >
          Write a playbook, a field dictionary or governance notes for a client: they read it in their client
          area.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-crmgray-200 rounded-xl border border-crmgray-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link
                  href={routes.documents.adminDocument(document.id)}
                  className="font-medium break-words text-crmblue-700 hover:underline dark:text-crmblue-300"
                >
                  {document.title}
                </Link>
                {/* The address as text: a second link right under the title would crowd both on a phone
                    (the document's page links the client record). */}
                <p className="mt-1 text-xs break-all text-crmgray-600 dark:text-zinc-400">
                  {document.clientEmail}
                </p>
              </div>
              <p className="text-sm text-crmgray-600 dark:text-zinc-400">
                Version {document.currentVersion} · {formatDateTime(document.updatedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
