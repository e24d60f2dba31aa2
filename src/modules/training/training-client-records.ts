import { Injectable } from '@nestjs/common';
import { ClientRecords, RegisteredClientRecords } from '@common/clients/client-records';
import { ContentService } from '@modules/content';
import type { ClientItem, ClientSection } from '@shared/client-records';
import { routes } from '@shared/routes';
import { Certificates } from './certificates.service';
import { LessonProgressStore, passedLessons, progressOf } from './lesson-progress.service';
import { TrainingAccess } from './training-access';

/** The courses the client's tier opens, with their progress, where to carry on and their certificates. */
@Injectable()
export class TrainingClientRecords extends RegisteredClientRecords {
  readonly order = 37;

  constructor(
    private readonly content: ContentService,
    private readonly access: TrainingAccess,
    private readonly progress: LessonProgressStore,
    private readonly certificates: Certificates,
    registry: ClientRecords,
  ) {
    super(registry);
  }

  /** Someone an admin granted a tier to may sign in to take the courses (a paid agreement makes a client already). */
  override async makesClient(email: string): Promise<boolean> {
    return ((await this.access.holdings(email)).get(email) ?? []).length > 0;
  }

  async section(email: string): Promise<ClientSection> {
    const viewer = { signedIn: true, email, admin: false };
    const [holdings, rows, certificates] = await Promise.all([
      this.access.of(viewer),
      this.progress.ofLearner(email),
      this.certificates.ofLearner(email),
    ]);
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
