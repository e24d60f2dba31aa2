import { Injectable } from '@nestjs/common';
import { InvalidFields } from '@common/errors/invalid-fields';
import { ContentService, type Course, type Lesson } from '@modules/content';
import type {
  CourseCard,
  CourseProps,
  CourseSummaryProps,
  LessonOutline,
  LessonProps,
  QuizAttempt,
  TrainingIndexProps,
} from '@shared/pages';
import { routes } from '@shared/routes';
import { quizPassed } from '@shared/training';
import { certificateNumber, Certificates } from './certificates.service';
import type { LessonProgress } from './entities/training-progress.entity';
import { LessonProgressStore, passedLessons, progressOf } from './lesson-progress.service';
import { TrainingAccess, type Holding, type Viewer } from './training-access';
import { TrainingError } from './training.error';

const minutesOf = (course: Course) => course.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
const reviewedOf = (course: Course) =>
  course.lessons
    .map((lesson) => lesson.reviewed)
    .sort()
    .at(-1)!;
const sessionPath = (course: Course) => `${routes.pages.crmMasteryProgramSessions()}/${course.session}`;
const viewerProps = (viewer: Viewer) => ({
  signedIn: viewer.signedIn,
  unverified: viewer.signedIn && !viewer.email,
});

/** A course's lessons as the outline shows them: open, locked, passed. */
const outline = (course: Course, hasAccess: boolean, passed: Set<string>): LessonOutline[] =>
  course.lessons.map((lesson, index) => ({
    slug: lesson.slug,
    path: lesson.path,
    title: lesson.title,
    description: lesson.description,
    minutes: lesson.minutes,
    free: index === 0,
    locked: index > 0 && !hasAccess,
    completed: passed.has(lesson.slug),
  }));

/** A quiz attempt scored against the lesson's answers. */
export function scoreQuiz(lesson: Lesson, answers: number[]): QuizAttempt {
  const results = lesson.quiz.map((question, index) => ({
    chosen: answers[index],
    answer: question.answer,
    explanation: question.explanation,
  }));
  const correct = results.filter((result) => result.chosen === result.answer).length;
  return { correct, total: lesson.quiz.length, passed: quizPassed(correct, lesson.quiz.length), results };
}

/**
 * The training area's pages and a learner's actions (issue 37): the catalogue, a course's outline
 * with progress and resume, lessons (the first open to all, the rest to holders of the tier),
 * quizzes, and the certificate of a completed course.
 */
@Injectable()
export class TrainingService {
  constructor(
    private readonly content: ContentService,
    private readonly access: TrainingAccess,
    private readonly progress: LessonProgressStore,
    private readonly certificates: Certificates,
  ) {}

  course(slug: string): Course {
    const course = this.content.course(slug);
    if (!course) throw TrainingError.notFound(routes.training.course(slug));
    return course;
  }

  private lesson(course: Course, slug: string): Lesson {
    const lesson = course.lessons.find((candidate) => candidate.slug === slug);
    if (!lesson) throw TrainingError.notFound(routes.training.lesson(course.slug, slug));
    return lesson;
  }

  private card(course: Course, holdings: Holding[], viewer: Viewer, rows: LessonProgress[]): CourseCard {
    const hasAccess = TrainingAccess.canRead(viewer, holdings, course);
    return {
      slug: course.slug,
      path: course.path,
      title: course.title,
      description: course.description,
      tier: course.tier,
      audience: course.audience,
      lessons: course.lessons.length,
      minutes: minutesOf(course),
      sessionPath: sessionPath(course),
      hasAccess,
      progress: hasAccess && viewer.email ? progressOf(course, rows) : null,
    };
  }

  async catalogue(viewer: Viewer): Promise<TrainingIndexProps> {
    const [holdings, rows] = await this.learnerState(viewer);
    return {
      courses: this.content.courses().map((course) => this.card(course, holdings, viewer, rows)),
      viewer: viewerProps(viewer),
    };
  }

  async coursePage(viewer: Viewer, slug: string): Promise<CourseProps> {
    const course = this.course(slug);
    const [holdings, rows] = await this.learnerState(viewer, slug);
    const card = this.card(course, holdings, viewer, rows);
    const passed = passedLessons(slug, rows);
    const next = course.lessons.find((lesson) => !passed.has(lesson.slug));
    const complete = card.hasAccess && viewer.email !== null && !next;
    const certificate = complete ? await this.certificates.find(viewer.email!, slug) : null;
    return {
      course: {
        ...card,
        outcomes: course.outcomes,
        introHtml: course.intro.html,
        reviewed: reviewedOf(course),
      },
      lessons: outline(course, card.hasAccess, passed),
      viewer: viewerProps(viewer),
      resume: card.progress && next ? { path: next.path, title: next.title } : null,
      certificate: complete
        ? {
            issuedAt: certificate?.issuedAt.toISOString() ?? null,
            name: certificate?.name ?? null,
            pdfUrl: certificate ? routes.training.certificatePdf(slug) : null,
          }
        : null,
      summaryPath: routes.training.courseSummary(slug),
    };
  }

  /** A lesson: its content for whoever may read it, the way in for anyone else. */
  async lessonPage(viewer: Viewer, courseSlug: string, lessonSlug: string): Promise<LessonProps> {
    const course = this.course(courseSlug);
    const lesson = this.lesson(course, lessonSlug);
    const index = course.lessons.indexOf(lesson);
    const [holdings, rows] = await this.learnerState(viewer, courseSlug);
    const hasAccess = TrainingAccess.canRead(viewer, holdings, course);
    const readable = index === 0 || hasAccess;
    const learner = viewer.email !== null && readable ? viewer.email : null;
    if (learner) await this.progress.visited(learner, courseSlug, lessonSlug);
    const row = rows.find((candidate) => candidate.lessonSlug === lessonSlug);
    const neighbour = (other: Lesson | undefined) =>
      other ? { path: other.path, title: other.title } : null;
    return {
      course: { slug: course.slug, path: course.path, title: course.title, tier: course.tier },
      lesson: {
        slug: lesson.slug,
        path: lesson.path,
        title: lesson.title,
        description: lesson.description,
        order: index + 1,
        minutes: lesson.minutes,
        reviewed: lesson.reviewed,
        free: index === 0,
      },
      outline: outline(course, hasAccess, passedLessons(courseSlug, rows)),
      viewer: viewerProps(viewer),
      content: readable
        ? {
            html: lesson.body.html,
            toc: lesson.body.toc,
            keyPoints: lesson.keyPoints,
            checklist: lesson.checklist,
            // The options only: the right answers travel after an attempt, never before.
            quiz: lesson.quiz.map(({ question, options }) => ({ question, options })),
            sources: lesson.sources,
          }
        : null,
      progress: learner
        ? {
            completed: Boolean(row?.completedAt),
            bestScore: row?.bestScore ?? null,
            attempts: row?.attempts ?? 0,
            lastAttempt: row?.lastAnswers ? scoreQuiz(lesson, row.lastAnswers) : null,
          }
        : null,
      courseProgress: learner && hasAccess ? progressOf(course, rows) : null,
      previous: neighbour(course.lessons[index - 1]),
      next: neighbour(course.lessons[index + 1]),
      quizUrl: routes.training.submitQuiz(course.slug, lesson.slug),
    };
  }

  /** Scores an attempt of a lesson the learner may read; the lesson is passed from the first pass on. */
  async submitQuiz(
    viewer: Viewer,
    courseSlug: string,
    lessonSlug: string,
    answers: number[],
  ): Promise<QuizAttempt> {
    const course = this.course(courseSlug);
    const lesson = this.lesson(course, lessonSlug);
    const email = await this.learnerWithAccess(viewer, course, course.lessons.indexOf(lesson) === 0);
    const unanswered = lesson.quiz.findIndex((question, index) => {
      const answer = answers[index];
      return !(Number.isInteger(answer) && answer >= 0 && answer < question.options.length);
    });
    if (answers.length > lesson.quiz.length)
      throw new InvalidFields({
        answers: `This quiz has ${lesson.quiz.length} questions: answer each once.`,
      });
    if (unanswered !== -1)
      throw new InvalidFields({
        answers: `Answer every question before checking (question ${unanswered + 1} has no answer).`,
      });
    const attempt = scoreQuiz(lesson, answers);
    await this.progress.attempted(email, courseSlug, lessonSlug, { answers, ...attempt });
    return attempt;
  }

  /** The printable summary: every lesson's key points and checklist, for holders of the tier. */
  async summary(viewer: Viewer, courseSlug: string): Promise<CourseSummaryProps> {
    const course = this.course(courseSlug);
    if (!TrainingAccess.canRead(viewer, await this.access.of(viewer), course)) throw TrainingError.noAccess();
    return {
      course: {
        slug: course.slug,
        path: course.path,
        title: course.title,
        description: course.description,
        outcomes: course.outcomes,
      },
      lessons: course.lessons.map((lesson) => ({
        title: lesson.title,
        keyPoints: lesson.keyPoints,
        checklist: lesson.checklist,
      })),
    };
  }

  /** Issues the certificate of a course the learner has passed every lesson of. */
  async requestCertificate(viewer: Viewer, courseSlug: string, name: string) {
    const course = this.course(courseSlug);
    const email = await this.learnerWithAccess(viewer, course, false);
    const rows = await this.progress.ofLearner(email, courseSlug);
    if (progressOf(course, rows).done < course.lessons.length) throw TrainingError.notCompleted();
    const certificate = await this.certificates.issue(email, courseSlug, name);
    return { certificate, number: certificateNumber(certificate), course };
  }

  async certificatePdf(viewer: Viewer, courseSlug: string): Promise<{ filename: string; pdf: Buffer }> {
    const course = this.course(courseSlug);
    const certificate = viewer.email ? await this.certificates.find(viewer.email, courseSlug) : null;
    if (!certificate) throw TrainingError.notFound(routes.training.certificatePdf(courseSlug));
    return {
      filename: `${certificateNumber(certificate)}.pdf`,
      pdf: await this.certificates.pdf(certificate, course),
    };
  }

  /** The confirmed address of a learner who may take this lesson's quiz (403 otherwise). */
  private async learnerWithAccess(viewer: Viewer, course: Course, freeLesson: boolean): Promise<string> {
    if (!viewer.email) throw TrainingError.noAccess();
    if (!freeLesson && !TrainingAccess.canRead(viewer, await this.access.of(viewer), course))
      throw TrainingError.noAccess();
    return viewer.email;
  }

  private async learnerState(viewer: Viewer, courseSlug?: string): Promise<[Holding[], LessonProgress[]]> {
    if (!viewer.email) return [[], []];
    const { holdings, progress } = await this.access.learner(viewer.email, courseSlug);
    return [holdings, progress];
  }
}
