import { Injectable } from '@nestjs/common';
import {
  ClientRecords,
  type ClientRecordsResults,
  RegisteredClientRecords,
} from '@common/clients/client-records';
import { jsonRows } from '@database/json-rows';
import { PaidTraining } from '@modules/signing';
import { ContentService } from '@modules/content';
import type { ClientItem, ClientSection } from '@shared/client-records';
import { routes } from '@shared/routes';
import { TrainingCertificate } from './entities/training-certificate.entity';
import { TrainingGrant } from './entities/training-grant.entity';
import { LessonProgress } from './entities/training-progress.entity';
import { passedLessons, progressOf } from './lesson-progress.service';
import { TrainingAccess } from './training-access';

/** The courses the client's tier opens, with their progress, where to carry on and their certificates. */
@Injectable()
export class TrainingClientRecords extends RegisteredClientRecords {
  readonly order = 37;

  constructor(
    private readonly content: ContentService,
    private readonly access: TrainingAccess,
    registry: ClientRecords,
  ) {
    super(registry);
  }

  /** Someone an admin granted a tier to may sign in to take the courses (a paid agreement makes a client already). */
  override async makesClient(email: string): Promise<boolean> {
    return ((await this.access.holdings(email)).get(email) ?? []).length > 0;
  }

  readonly reads = {
    paid: PaidTraining.ofAddressRead,
    grants: TrainingAccess.grantsRead,
    progress: jsonRows(
      'SELECT id, course_slug, lesson_slug, completed_at FROM training_progress WHERE email = $1',
      'r.id',
    ),
    certificates: jsonRows(
      'SELECT id, course_slug, issued_at FROM training_certificates WHERE email = $1',
      'r.issued_at',
    ),
  };

  section(results: ClientRecordsResults, email: string): ClientSection {
    const holdings =
      TrainingAccess.holdingsFrom(
        PaidTraining.fromJson(results.json('paid')),
        results.entities('grants', TrainingGrant),
      ).get(email) ?? [];
    const rows = results.entities('progress', LessonProgress);
    const certificates = results.entities('certificates', TrainingCertificate);
    const items = this.content
      .courses()
      .filter((course) => TrainingAccess.opening(holdings, course))
      .map((course): ClientItem => {
        const { done, total, percent } = progressOf(course, rows);
        const passed = passedLessons(course.slug, rows);
        const next = course.lessons.find((lesson) => !passed.has(lesson.slug));
        const certificate = certificates.find((candidate) => candidate.courseSlug === course.slug);
        const opened = rows.some((row) => row.courseSlug === course.slug);
        return {
          id: course.slug,
          title: course.title,
          detail: `${done} of ${total} lessons passed · ${percent}%`,
          status: done === total ? 'Completed' : opened ? 'In progress' : 'Not started',
          date: certificate?.issuedAt.toISOString() ?? null,
          links: [
            next
              ? { label: opened ? 'Resume' : 'Start', href: next.path }
              : { label: 'Open course', href: course.path },
            ...(certificate
              ? [
                  {
                    label: 'Certificate (PDF)',
                    href: routes.training.certificatePdf(course.slug),
                    download: true,
                  },
                ]
              : []),
          ],
          adminHref: routes.training.adminCourse(course.slug),
        };
      });
    return {
      key: 'training',
      title: 'Training',
      items,
      empty: {
        text: 'Courses that come with a CRM Mastery Program tier will appear here, with your progress. The first lesson of every course is open to all.',
        action: { label: 'Browse the courses', href: routes.training.trainingIndex() },
      },
    };
  }
}
