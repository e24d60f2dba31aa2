import type { ReactNode } from 'react';
import { formatDateTime } from '@shared/dates';
import { AdminPageHeader } from './admin-page-header';
import { BackLink } from './back-link';
import { LeadReview, type ReviewedLead } from './lead-review';
import { StatusBadge } from './status-badge';

interface LeadDetailProps {
  lead: ReviewedLead & { createdAt: string };
  statuses: readonly string[];
  /** The list page, e.g. /admin/contact-submissions. */
  path: string;
  backLabel: string;
  title: string;
  receivedLabel: string;
  children: ReactNode;
}

/** A lead's page: back to the list, its title and status, its panels, and the review beside them. */
export function LeadDetail({
  lead,
  statuses,
  path,
  backLabel,
  title,
  receivedLabel,
  children,
}: LeadDetailProps) {
  return (
    <>
      <BackLink href={path} label={backLabel} />
      <AdminPageHeader title={title} description={`${receivedLabel} ${formatDateTime(lead.createdAt)}`}>
        <StatusBadge status={lead.spamReason ? 'spam' : lead.status} size="md" />
      </AdminPageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">{children}</div>
        <LeadReview lead={lead} statuses={statuses} path={path} />
      </div>
    </>
  );
}
