import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { Repository } from 'typeorm';
import { PreparedStatements } from '@database/prepared-statements';
import type { Course } from '@modules/content';
import type { CourseProgress } from '@shared/pages';
import { LessonProgress } from './entities/training-progress.entity';

/** The slugs of the course's lessons whose quiz the rows say was passed. */
export const passedLessons = (courseSlug: string, rows: LessonProgress[]): Set<string> =>
  new Set(
    rows.filter((row) => row.courseSlug === courseSlug && row.completedAt).map((row) => row.lessonSlug),
  );

/** A course's lessons passed, as the pages and the back office count them. */
export function progressOf(course: Course, rows: LessonProgress[]): CourseProgress {
  const passed = passedLessons(course.slug, rows);
  const done = course.lessons.filter((lesson) => passed.has(lesson.slug)).length;
  const total = course.lessons.length;
  return { done, total, percent: total ? Math.round((done / total) * 100) : 0 };
}

/** Every lesson page a learner opens writes this (a prepared statement: planned once per connection). */
const VISITED = `
  INSERT INTO training_progress (email, course_slug, lesson_slug, visited_at) VALUES ($1, $2, $3, now())
  ON CONFLICT (email, course_slug, lesson_slug) DO UPDATE SET visited_at = EXCLUDED.visited_at`;

/**
 * How often one learner's views of one lesson are noted at most (per instance). Each note is a write
 * and a commit that the page waits for; a learner reloading or going back and forth would otherwise
 * write on every view, for a time nobody reads closer than the minute (the back office's last activity).
 * Without the write the lesson page served 13–22 % more requests a second (docs/performance.md).
 */
export const VISIT_NOTE_INTERVAL_MS = 60_000;
/** Learners and lessons remembered as noted lately: older ones are noted again on their next view. */
const RECENT_VISIT_NOTES = 10_000;

/** Learners' progress rows: one per address, course and lesson. */
@Injectable()
export class LessonProgressStore {
  private readonly recentlyNoted = new LRUCache<string, true>({
    max: RECENT_VISIT_NOTES,
    ttl: VISIT_NOTE_INTERVAL_MS,
  });

  constructor(
    @InjectRepository(LessonProgress) private readonly rows: Repository<LessonProgress>,
    private readonly statements: PreparedStatements,
  ) {}

  ofLearner(email: string, courseSlug?: string): Promise<LessonProgress[]> {
    return this.rows.find({ where: { email, ...(courseSlug ? { courseSlug } : {}) } });
  }

  ofCourse(courseSlug: string): Promise<LessonProgress[]> {
    return this.rows.find({ where: { courseSlug } });
  }

  /**
   * Notes that the learner opened the lesson (the back office's last activity), unless this instance
   * noted the same visit less than `VISIT_NOTE_INTERVAL_MS` ago.
   */
  async visited(email: string, courseSlug: string, lessonSlug: string): Promise<void> {
    const key = `${email}\n${courseSlug}\n${lessonSlug}`;
    if (this.recentlyNoted.has(key)) return;
    await this.statements.query(VISITED, [email, courseSlug, lessonSlug]);
    this.recentlyNoted.set(key, true);
  }

  /**
   * Records a quiz attempt in one statement, so two attempts at once both count: the best score
   * kept, the latest answers shown, the lesson completed from its first pass on.
   */
  async attempted(
    email: string,
    courseSlug: string,
    lessonSlug: string,
    attempt: { answers: number[]; correct: number; total: number; passed: boolean },
  ): Promise<void> {
    await this.rows.query(
      `INSERT INTO training_progress
         (email, course_slug, lesson_slug, visited_at, completed_at, best_score, last_score, quiz_total, attempts, last_answers)
       VALUES ($1, $2, $3, now(), CASE WHEN $6 THEN now() END, $4, $4, $5, 1, $7::jsonb)
       ON CONFLICT (email, course_slug, lesson_slug) DO UPDATE SET
         visited_at = now(),
         completed_at = COALESCE(training_progress.completed_at, EXCLUDED.completed_at),
         best_score = GREATEST(COALESCE(training_progress.best_score, 0), EXCLUDED.best_score),
         last_score = EXCLUDED.last_score,
         quiz_total = EXCLUDED.quiz_total,
         attempts = training_progress.attempts + 1,
         last_answers = EXCLUDED.last_answers`,
      [
        email,
        courseSlug,
        lessonSlug,
        attempt.correct,
        attempt.total,
        attempt.passed,
        JSON.stringify(attempt.answers),
      ],
    );
  }
}
