import { Link } from '@inertiajs/react';
import { FilePlus2, FileText } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** /sign/admin/templates: the agreement templates, each with its current version. */
export default function Templates({ templates }: PageProps<'signing/templates'>) {
  return (
    <>
      <BackLink href={routes.signing.list()} label="All agreements" />
      <AdminPageHeader
        title="Agreement templates"
        description="Markdown texts with {{variables}}. Saving makes a new version; agreements keep the version they were made from."
      >
        <Link href={routes.signing.newTemplate()} className={buttonStyles()}>
          <FilePlus2 className="size-4" aria-hidden="true" />
          New template
        </Link>
      </AdminPageHeader>
      {templates.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No templates"
          action={{ label: 'New template', href: routes.signing.newTemplate() }}
        >
          Write the first agreement template.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-crmgray-200 rounded-xl border border-crmgray-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
          {templates.map((template) => (
            <li key={template.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <Link
                  href={routes.signing.editTemplate(template.id)}
                  className="font-medium text-crmblue-700 hover:underline dark:text-crmblue-300"
                >
                  {template.name}
                </Link>
                <p className="text-sm text-crmgray-600 dark:text-zinc-400">{template.description}</p>
              </div>
              <p className="text-xs text-crmgray-600 dark:text-zinc-400">
                v{template.version} · {template.variables.length} variables · updated{' '}
                {formatDateTime(template.updatedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
