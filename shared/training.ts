/**
 * The training area's vocabulary (issue 37): the CRM Mastery Program's tiers, which courses each
 * one opens, and when a quiz is passed. Server and pages both use it.
 */
export const TRAINING_TIERS = ['core', 'team', 'complete'] as const;
export type TrainingTier = (typeof TRAINING_TIERS)[number];

export const TRAINING_TIER_LABELS: Record<TrainingTier, string> = {
  core: 'Core',
  team: 'Team',
  complete: 'Complete',
};

/** Each tier builds on the one before (content/pages/crm-mastery-program/tiers.md). */
export const tierOpens = (held: TrainingTier, courseTier: TrainingTier): boolean =>
  TRAINING_TIERS.indexOf(held) >= TRAINING_TIERS.indexOf(courseTier);

/** A lesson is complete once its quiz is passed: at least this share of answers right. */
export const QUIZ_PASS_SHARE = 0.6;
export const quizPassed = (correct: number, total: number): boolean =>
  total > 0 && correct / total >= QUIZ_PASS_SHARE;

/** A certificate carries the learner's name as they type it. */
export const CERTIFICATE_NAME_MAX = 120;
