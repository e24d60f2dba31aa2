import { CURRENT_BANK, scoreResponse, type SectionId } from '@shared/assessment';
import { WORKED_EXAMPLE } from '@shared/assessment/worked-example';
import { AssessmentService } from '@modules/assessment/assessment.service';
import { sql } from '../support/auth-helpers';
import { describeWithDatabase, pageFromHtml, startTestApp, TestApp } from '../support/test-app';

describeWithDatabase('assessment calculators', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it.each([
    [
      '/assessment/system-adoption-score-calculator',
      'assessment/system-adoption-score-calculator',
      'System adoption score calculator',
    ],
    [
      '/assessment/demo-score-calculation',
      'assessment/demo-score-calculation',
      'How the CRM health score is calculated',
    ],
  ])('renders %s on the server', async (path, component, title) => {
    const visitor = await app.visitor();
    const response = await visitor.agent.get(path);
    expect(response.status).toBe(200);
    expect(pageFromHtml(response.text)).toMatchObject({
      component,
      props: { version: CURRENT_BANK.version },
    });
    expect(response.text).toContain(`<title data-inertia="">${title} · Clearline</title>`);
  });

  it.each([
    'test-docs',
    'test-utils',
    'test-report',
    'test-scoring',
    'test-analytics',
    'test-response-count',
    'test-question-mapping',
  ])('does not ship the development page /assessment/%s', async (page) => {
    const visitor = await app.visitor();
    expect((await visitor.agent.get(`/assessment/${page}`)).status).toBe(404);
  });
});

describeWithDatabase('assessment responses (service, real Postgres)', () => {
  let app: TestApp;
  let service: AssessmentService;
  beforeAll(async () => {
    app = await startTestApp();
    service = app.app.get(AssessmentService);
  });
  afterAll(() => app.close());

  const complete = {
    ...WORKED_EXAMPLE,
    industry: 'software',
    years_on_crm: '3-5',
    roles: ['reps', 'managers'],
    goals: ['forecast'],
  };
  const stepAnswers = (step: SectionId) =>
    Object.fromEntries(
      CURRENT_BANK.sections
        .find((section) => section.id === step)!
        .questions.filter((question) => question.id in complete)
        .map((question) => [question.id, complete[question.id as keyof typeof complete]]),
    );

  it('saves drafts step by step, keeps the valid answers, and names the wrong ones', async () => {
    const response = await service.start();
    expect(response).toMatchObject({
      bankVersion: CURRENT_BANK.version,
      status: 'draft',
      currentStep: 'profile',
      furthestStep: 0,
    });
    await service.saveDraft(response.id, 'profile', { crm: 'hubspot', seats: 40, not_a_question: 'dropped' });
    // A step is only open once the ones before it are complete.
    await expect(service.saveDraft(response.id, 'team', { active_users: '70-90' })).rejects.toThrow(
      'not open yet',
    );
    await expect(service.saveDraft(response.id, 'profile', {}, { navigate: 'next' })).rejects.toMatchObject({
      fieldErrors: expect.objectContaining({ company: 'Answer this question.' }),
    });
    await service.saveDraft(response.id, 'profile', stepAnswers('profile'), { navigate: 'next' });
    await service.saveDraft(response.id, 'team', { active_users: '70-90' });
    const restored = await service.find(response.id);
    expect(restored).toMatchObject({
      currentStep: 'team',
      furthestStep: 1,
      answers: { crm: 'hubspot', seats: 40, active_users: '70-90' },
    });

    await expect(
      service.saveDraft(response.id, 'team', {
        active_users: 'all of them',
        training: 7,
        crm_owner: 'dedicated',
      }),
    ).rejects.toMatchObject({
      fieldErrors: { active_users: 'Choose one of the options.', training: 'Choose one of the options.' },
    });
    const after = (await service.find(response.id))!.answers;
    expect(after).toMatchObject({ active_users: '70-90', crm_owner: 'dedicated' });
    expect(after.training).toBeUndefined();

    // Text Postgres cannot store in JSON is cleaned, not a server error.
    await service.saveDraft(response.id, 'profile', { company: 'Ac\u0000me \ud800Ltd' });
    expect((await service.find(response.id))!.answers.company).toBe('Acme \ufffdLtd');
  });

  it('refuses an incomplete submit, then scores a complete one once however often it is submitted', async () => {
    const response = await service.start();
    await expect(
      service.submit(response.id, { name: 'Dana', email: 'Dana@Example.com' }),
    ).rejects.toMatchObject({
      fieldErrors: expect.objectContaining({ crm: 'Answer this question.' }),
    });
    for (const section of CURRENT_BANK.sections) {
      await service.saveDraft(response.id, section.id, stepAnswers(section.id), { navigate: 'next' });
    }
    const [{ response: first, created: firstCreated }, { response: second, created: secondCreated }] =
      await Promise.all([
        service.submit(response.id, { name: 'Dana', email: 'Dana@Example.com' }),
        service.submit(response.id, { name: 'Someone else', email: 'other@example.com' }),
      ]);
    expect([firstCreated, secondCreated].sort()).toEqual([false, true]);
    expect(first.result).toEqual(scoreResponse(CURRENT_BANK, complete));
    expect(first.overallScore).toBeCloseTo(39.5, 5);
    expect(second.submittedAt!.getTime()).toBe(first.submittedAt!.getTime());
    expect(second.email).toBe(first.email);
    const [{ count }] = await sql<{ count: number }>(
      app,
      "SELECT count(*)::int AS count FROM assessment_responses WHERE id = $1 AND status = 'submitted'",
      [response.id],
    );
    expect(count).toBe(1);
    await expect(service.saveDraft(response.id, 'profile', { crm: 'zoho' })).rejects.toThrow(
      'already been submitted',
    );
  });
});
