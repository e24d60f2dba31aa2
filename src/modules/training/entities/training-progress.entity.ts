import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One learner's state in one lesson: when they last opened it, their quiz scores, when they passed it. */
@Entity('training_progress')
export class LessonProgress {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  courseSlug: string;

  @Column({ type: 'text' })
  lessonSlug: string;

  @Column({ type: 'timestamptz' })
  visitedAt: Date;

  /** When the quiz was first passed: the lesson counts as done from then on. */
  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  bestScore: number | null;

  @Column({ type: 'integer', nullable: true })
  lastScore: number | null;

  @Column({ type: 'integer', nullable: true })
  quizTotal: number | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** The options chosen in the latest attempt, by question: the lesson shows them with the explanations. */
  @Column({ type: 'jsonb', nullable: true })
  lastAnswers: number[] | null;
}
