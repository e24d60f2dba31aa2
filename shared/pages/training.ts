import type { TrainingTier } from '../training';
import type { Source, TocEntry } from './content-types';
import { page, type ModulePages } from './page';

/** Props of the training area's pages (issue 37; src/modules/training). */

/** How far a learner is through a course. */
export interface CourseProgress {
  done: number;
  total: number;
  /** 0–100, whole lessons passed over lessons. */
  percent: number;
}

/** Who is looking, as far as the page needs to know. */
export interface TrainingViewer {
  signedIn: boolean;
  /** Signed in, but the address is not confirmed: no records attach yet. */
  unverified: boolean;
}

export interface CourseCard {
  slug: string;
  path: string;
  title: string;
  description: string;
  tier: TrainingTier;
  audience: string;
  lessons: number;
  minutes: number;
  /** The programme session the course teaches. */
  sessionPath: string;
  hasAccess: boolean;
  /** Null for a visitor who is not signed in or has no access. */
  progress: CourseProgress | null;
}

export interface TrainingIndexProps {
  courses: CourseCard[];
  viewer: TrainingViewer;
}

export interface LessonOutline {
  slug: string;
  path: string;
  title: string;
  description: string;
  minutes: number;
  /** The first lesson of every course is open to all. */
  free: boolean;
  locked: boolean;
  completed: boolean;
}

export interface CertificateState {
  /** Null until the learner asks for it. */
  issuedAt: string | null;
  name: string | null;
  pdfUrl: string | null;
}

export interface CourseProps {
  course: CourseCard & { outcomes: string[]; introHtml: string; reviewed: string };
  lessons: LessonOutline[];
  viewer: TrainingViewer;
  /** Where to carry on: the first lesson not passed yet (null when all are). */
  resume: { path: string; title: string } | null;
  /** Present once every lesson is passed. */
  certificate: CertificateState | null;
  summaryPath: string;
}

export interface QuizQuestionView {
  question: string;
  options: string[];
}

/** The latest attempt, with the right answers and why: shown only after answering. */
export interface QuizAttempt {
  correct: number;
  total: number;
  passed: boolean;
  results: Array<{ chosen: number; answer: number; explanation: string }>;
}

export interface LessonNeighbour {
  path: string;
  title: string;
}

export interface LessonProps {
  course: { slug: string; path: string; title: string; tier: TrainingTier };
  lesson: {
    slug: string;
    path: string;
    title: string;
    description: string;
    order: number;
    minutes: number;
    reviewed: string;
    free: boolean;
  };
  /** Every lesson of the course, for the sidebar. */
  outline: LessonOutline[];
  viewer: TrainingViewer;
  /** Null when the viewer may not read the lesson: the page says how to get access instead. */
  content: {
    html: string;
    toc: TocEntry[];
    keyPoints: string[];
    checklist: string[];
    quiz: QuizQuestionView[];
    sources: Source[];
  } | null;
  /** The signed-in learner's state in this lesson (null for a visitor or a locked lesson). */
  progress: {
    completed: boolean;
    bestScore: number | null;
    attempts: number;
    lastAttempt: QuizAttempt | null;
  } | null;
  courseProgress: CourseProgress | null;
  previous: LessonNeighbour | null;
  next: LessonNeighbour | null;
  quizUrl: string;
}

export interface CourseSummaryProps {
  course: { slug: string; path: string; title: string; description: string; outcomes: string[] };
  lessons: Array<{ title: string; keyPoints: string[]; checklist: string[] }>;
}

export interface TrainingGrantRow {
  id: string;
  email: string;
  tier: TrainingTier;
  note: string;
  grantedBy: string;
  createdAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
}

export interface AdminCourseRow {
  slug: string;
  title: string;
  tier: TrainingTier;
  lessons: number;
  learners: number;
  started: number;
  completed: number;
  certificates: number;
}

export interface AdminCoursesProps {
  courses: AdminCourseRow[];
  grants: TrainingGrantRow[];
  /** The address the admin came from (a client record), to prefill the grant form. */
  email: string;
}

export interface LearnerRow {
  email: string;
  /** How they hold the course: "Paid AGR-…", "Granted by …", or "No access" (refunded, revoked). */
  access: string;
  hasAccess: boolean;
  done: number;
  total: number;
  percent: number;
  /** Average of the best quiz scores of the lessons attempted, 0–100; null before any quiz. */
  quizAverage: number | null;
  lastActivity: string | null;
  completedAt: string | null;
  certificateIssuedAt: string | null;
}

export interface AdminCourseProps {
  course: AdminCourseRow;
  learners: LearnerRow[];
  csvUrl: string;
}

export const trainingPages = {
  'training/index': page<TrainingIndexProps>('training'),
  'training/course': page<CourseProps>('training'),
  'training/lesson': page<LessonProps>('training'),
  'training/summary': page<CourseSummaryProps>('training'),
  'training/admin-courses': page<AdminCoursesProps>('admin'),
  'training/admin-course': page<AdminCourseProps>('admin'),
} satisfies ModulePages<'training'>;
