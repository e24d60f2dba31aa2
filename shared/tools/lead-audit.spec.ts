import {
  AUDIT_AREAS,
  AUDIT_QUESTIONS,
  auditErrors,
  gradeFor,
  scoreAudit,
  type AuditAnswers,
} from './lead-audit';

const answering = (pick: (points: number[]) => number): AuditAnswers =>
  Object.fromEntries(
    AUDIT_QUESTIONS.map((question) => {
      const points = question.options.map((option) => option.points);
      return [question.id, question.options[points.indexOf(pick(points))].value];
    }),
  );
const best = answering((points) => Math.max(...points));
const worst = answering((points) => Math.min(...points));

describe('inbound lead audit', () => {
  it('asks 12–20 questions covering all eight areas, two each', () => {
    expect(AUDIT_QUESTIONS.length).toBeGreaterThanOrEqual(12);
    expect(AUDIT_QUESTIONS.length).toBeLessThanOrEqual(20);
    for (const area of Object.keys(AUDIT_AREAS))
      expect(AUDIT_QUESTIONS.filter((question) => question.area === area)).toHaveLength(2);
    expect(new Set(AUDIT_QUESTIONS.map((question) => question.id)).size).toBe(AUDIT_QUESTIONS.length);
  });

  it('scores the best answers 100 (A, nothing to fix) and the worst 3 (E, every area to fix)', () => {
    expect(scoreAudit(best)).toMatchObject({ score: 100, grade: 'A', fixes: [] });
    const bottom = scoreAudit(worst);
    // One or two attempts (1 point) and name-and-email forms (3) are still better than nothing: 4 of 120.
    expect(bottom).toMatchObject({ score: 3, grade: 'E' });
    expect(bottom.fixes).toHaveLength(8);
    expect(bottom.areas.every((area) => area.finding.startsWith('Little'))).toBe(true);
  });

  it.each([
    [100, 'A'],
    [85, 'A'],
    [84, 'B'],
    [70, 'B'],
    [69, 'C'],
    [55, 'C'],
    [54, 'D'],
    [40, 'D'],
    [39, 'E'],
    [0, 'E'],
  ])('grades %i as %s', (score, grade) => expect(gradeFor(score).grade).toBe(grade));

  it('orders the fixes by the points each area loses, and leaves out areas with full marks', () => {
    // Speed to lead answered worst (15 of 120 points lost), cadence half-way, the rest best.
    const answers = {
      ...best,
      first_response: 'later',
      after_hours: 'queue',
      attempts: '3to5',
      sequence: 'documented',
    };
    const result = scoreAudit(answers);
    expect(result.score).toBe(Math.round((100 * (120 - 15 - 6)) / 120));
    expect(result.fixes.map((fix) => fix.area)).toEqual(['speed', 'cadence']);
    expect(result.fixes[0]).toMatchObject({ gain: 13 });
    expect(result.fixes[0].effect).toContain('Harvard Business Review, 2011');
    expect(result.areas.find((area) => area.area === 'speed')).toMatchObject({
      score: 0,
      points: 0,
      max: 15,
    });
  });

  it('names every unanswered or invalid question, and accepts complete answers', () => {
    expect(auditErrors(best)).toEqual({});
    const errors = auditErrors({
      ...best,
      first_response: undefined,
      assignment: 'psychic',
      attempts: ['6plus'],
    });
    expect(errors).toEqual({
      first_response: 'Answer this question.',
      assignment: 'Choose one of the answers.',
      attempts: 'Choose one of the answers.',
    });
    expect(Object.keys(auditErrors(null))).toHaveLength(AUDIT_QUESTIONS.length);
    expect(Object.keys(auditErrors('x'.repeat(10_000)))).toHaveLength(AUDIT_QUESTIONS.length);
  });
});
