import { Link } from '@inertiajs/react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EmailSearch } from '@/components/admin/email-search';
import { DetailList, Panel } from '@/components/admin/detail-list';
import { buttonStyles } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** `/admin/clients?email=`: one person as every module knows them (reports, agreements, payments, account). */
export default function ClientRecord({
  email,
  error,
  account,
  sections,
}: PageProps<'client-area/client-record'>) {
  const found = email && !error;
  return (
    <>
      <AdminPageHeader
        title={found ? email : 'Clients'}
        description="Everything the site keeps for one person, by email address: their account, assessments, agreements and payments."
      />
      <EmailSearch action={routes.clientArea.clientRecord()} email={email} error={error} />
      {found && (
        <div className="space-y-6">
          <Panel title="Account">
            {account ? (
              <DetailList
                rows={[
                  ['Role', account.role === 'admin' ? 'Admin' : 'Client'],
                  ['Address', account.verified ? 'Confirmed' : 'Not confirmed (no records attach)'],
                  ['Created', formatDateTime(account.createdAt)],
                  ['Last sign-in', account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'],
                ]}
              />
            ) : (
              <p className="text-sm text-crmgray-600 dark:text-zinc-400">
                No account yet: it is made the first time this person signs in with an emailed code.
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              <Link
                href={routes.admin.dataRights({ email })}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                Data rights: export or erase
              </Link>
              <Link
                href={routes.documents.newDocument({ email })}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                Publish a document to them
              </Link>
            </div>
          </Panel>
          {sections.map((section) => (
            <Panel key={section.key} title={`${section.title} (${section.items.length})`}>
              {section.items.length === 0 ? (
                <p className="text-sm text-crmgray-600 dark:text-zinc-400">None.</p>
              ) : (
                <ul className="divide-y divide-crmgray-200 dark:divide-zinc-800">
                  {section.items.map((item) => (
                    <li key={item.id} className="py-3 text-sm">
                      <Link
                        href={item.adminHref}
                        className="font-medium break-words text-crmblue-700 hover:underline dark:text-crmblue-300"
                      >
                        {item.title}
                      </Link>
                      <p className="break-words text-crmgray-600 dark:text-zinc-400">
                        {[item.status, item.detail, item.date ? formatDate(item.date) : null]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          ))}
        </div>
      )}
    </>
  );
}
