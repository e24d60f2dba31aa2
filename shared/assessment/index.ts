import type { QuestionBank } from './model';
import { QUESTION_BANK_V1 } from './questions-v1';
import { QUESTION_BANK_V2 } from './questions-v2';

export * from './model';
export * from './scoring';

/** Every published bank by version; a response is always scored with its own. */
export const QUESTION_BANKS: Record<number, QuestionBank> = { 1: QUESTION_BANK_V1, 2: QUESTION_BANK_V2 };
export const CURRENT_BANK = QUESTION_BANK_V2;
export * from './validation';
export * from './recommendations';
export * from './answer-text';
export * from './report-model';
export * from './published-benchmarks';
