import { Download, Users } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { ClientRecordLink } from '@/components/admin/client-record-link';
import { Panel } from '@/components/admin/detail-list';
import { StatusBadge } from '@/components/admin/status-badge';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { StatTable } from '@/components/ui/stat-table';
import { formatDate, formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import { TRAINING_TIER_LABELS } from '@shared/training';

/** `/admin/training/{course}`: everyone who holds the course or has opened it, with their progress. */
export default function AdminCourse({ course, learners, csvUrl }: PageProps<'training/admin-course'>) {
  return (
    <>
      <BackLink href={routes.training.adminCourses()} label="Training" />
      <AdminPageHeader
        title={course.title}
        description={`${TRAINING_TIER_LABELS[course.tier]} tier · ${course.lessons} lessons · ${course.learners} learners, ${course.started} started, ${course.completed} completed, ${course.certificates} certificates issued.`}
      >
        <a href={csvUrl} download className={buttonStyles({ variant: 'secondary' })}>
          <Download className="size-4" aria-hidden="true" /> Learners (CSV)
        </a>
      </AdminPageHeader>
      {learners.length === 0 ? (
        <EmptyState icon={Users} title="No learner yet">
          Learners appear when an agreement that opens this course’s tier is paid, when you grant the tier, or
          when someone signed in opens one of its lessons.
        </EmptyState>
      ) : (
        <Panel title="Learners">
          <ScrollRegion label="Learners">
            <StatTable
              caption={`Learners of ${course.title}`}
              rowKey={(learner) => learner.email}
              rows={learners}
              columns={[
                {
                  header: 'Learner',
                  rowHeader: true,
                  cell: (learner) => <ClientRecordLink email={learner.email} look="value" />,
                },
                {
                  header: 'State',
                  cell: (learner) =>
                    learner.completedAt ? (
                      <StatusBadge status="submitted" label="Completed" />
                    ) : learner.hasAccess ? (
                      <StatusBadge
                        status="draft"
                        label={learner.lastActivity ? 'In progress' : 'Not started'}
                      />
                    ) : (
                      <StatusBadge status="closed" label="No access" />
                    ),
                },
                { header: 'Access', cell: (learner) => learner.access },
                { header: 'Passed', numeric: true, cell: (learner) => `${learner.done} of ${learner.total}` },
                {
                  header: 'Quiz average',
                  numeric: true,
                  cell: (learner) => (learner.quizAverage === null ? '—' : `${learner.quizAverage}%`),
                },
                { header: 'Last activity', cell: (learner) => formatDateTime(learner.lastActivity) },
                {
                  header: 'Certificate',
                  cell: (learner) =>
                    learner.certificateIssuedAt ? formatDate(learner.certificateIssuedAt) : '—',
                },
              ]}
            />
          </ScrollRegion>
        </Panel>
      )}
    </>
  );
}
