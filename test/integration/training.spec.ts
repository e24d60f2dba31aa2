import { loadSiteContent } from '@modules/content';
import { createUser, PASSWORD, sql, uniqueEmail, adminVisitor } from '../support/auth-helpers';
import { pdfText } from '../support/pdf-text';
import { untilCached } from '../support/raw-get';
import { signingHelpers } from '../support/signing-helpers';
import {
  describeWithDatabase,
  formPost,
  pageProps,
  startTestApp,
  TestApp,
  Visitor,
} from '../support/test-app';

const { courses } = loadSiteContent('content');
const core = courses.find((course) => course.tier === 'core')!;
const team = courses.find((course) => course.tier === 'team')!;
const rightAnswers = (lesson: (typeof core.lessons)[number]) =>
  lesson.quiz.map((question) => question.answer);
const wrongAnswers = (lesson: (typeof core.lessons)[number]) =>
  lesson.quiz.map((question) => (question.answer + 1) % question.options.length);

/**
 * Issue 37, the training area: courses open to a paid programme tier (not an unpaid or refunded
 * one) or an admin's grant; progress, quizzes, resume and the certificate; the back office's
 * learners; nothing of a locked lesson ever reaches someone without the tier.
 */
describeWithDatabase('training area (issue 37)', () => {
  let app: TestApp;
  let admin: Visitor & { email: string };
  let templateId: string;
  const { json, inertiaPost, jobsDone, signTyped } = signingHelpers(() => app, '192.0.2');

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminVisitor(app);
    const created = await json(admin, '/sign/admin/templates', {
      name: `CRM Mastery Program: Core ${Date.now()}`,
      description: 'Core tier',
      trainingTier: 'core',
      body: 'Training for **{{client_name}}**. Fee: {{fee}}.',
      variables: [
        { key: 'client_name', label: 'Client name', type: 'text', required: true },
        { key: 'fee', label: 'Fee', type: 'money', required: true },
      ],
    });
    expect(created.status).toBe(303);
    templateId = /([0-9a-f-]{36})$/.exec(created.headers.location)![1];
  });
  afterAll(() => app.close());

  /** A confirmed client account, signed in with its password. */
  async function client(email = uniqueEmail('learner')): Promise<Visitor & { email: string }> {
    await createUser(app, { email, confirmed: true });
    const visitor = await app.visitor();
    await formPost(visitor, '/login', { email, password: PASSWORD });
    return { ...visitor, email };
  }

  /** A Core programme agreement for `email`, signed by them: awaiting payment by invoice. */
  async function signedProgrammeAgreement(email: string): Promise<string> {
    const created = await json(admin, '/sign/create', {
      templateId,
      title: 'CRM Mastery Program',
      variables: { client_name: 'Dana Whitfield', fee: '2400' },
      signerName: 'Dana Whitfield',
      signerEmail: email,
      payOnSigning: true,
      currency: 'EUR',
      taxTreatment: 'none',
      requireCode: false,
      send: true,
    });
    expect(created.status).toBe(303);
    const id = /([0-9a-f-]{36})$/.exec(created.headers.location)![1];
    const signer = await app.visitor();
    const signed = await signTyped(signer, id, 'Dana Whitfield');
    expect(signed.status).toBe(303);
    // The payment page queues the invoice; an admin marks it paid once the transfer arrives.
    await pageProps(signer, `/sign/${id}/payment`);
    await jobsDone();
    return id;
  }

  const lessonStatus = async (visitor: Visitor, lesson: { path: string }) =>
    (await visitor.agent.get(lesson.path).set('X-Inertia', 'true')).status;
  const quiz = (visitor: Visitor, lesson: { path: string }, answers: unknown) =>
    inertiaPost(visitor, `${lesson.path}/quiz`, { answers });

  it('shows the catalogue, the outlines and the first lessons to anyone, and no more', async () => {
    const visitor = await app.visitor();
    const index = await pageProps(visitor, '/training');
    expect(index.courses.map((course: { slug: string }) => course.slug)).toEqual(courses.map((c) => c.slug));
    expect(index.courses.every((course: { hasAccess: boolean }) => !course.hasAccess)).toBe(true);

    const outline = await pageProps(visitor, core.path);
    expect(outline.lessons.map((lesson: { locked: boolean }) => lesson.locked)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    const first = await pageProps(visitor, core.lessons[0].path);
    expect(first.content.quiz).toHaveLength(core.lessons[0].quiz.length);
    // The right answers travel only after an attempt.
    expect(JSON.stringify(first.content.quiz)).not.toMatch(/answer|explanation/);
    expect(first.progress).toBeNull();

    const locked = await visitor.agent.get(core.lessons[1].path);
    expect(locked.status).toBe(403);
    expect(locked.text).toContain('This lesson is part of the');
    const secondText = core.lessons[1].body.html
      .replace(/<[^>]+>/g, '')
      .trim()
      .slice(0, 60);
    expect(locked.text).not.toContain(secondText);
    expect((await visitor.agent.get('/training/no-such-course')).status).toBe(404);
    expect((await visitor.agent.get(`${core.path}/no-such-lesson`)).status).toBe(404);
    // Course pages are in the sitemap with their first lesson, locked lessons are not.
    const sitemap = (await visitor.agent.get('/sitemap.xml')).text;
    expect(sitemap).toContain(`${core.path}</loc>`);
    expect(sitemap).toContain(`${core.lessons[0].path}</loc>`);
    expect(sitemap).not.toContain(`${core.lessons[1].path}</loc>`);
    // Anonymous course pages come from the output cache (stored once compressed, off the event loop).
    expect((await untilCached(app, core.path)).status).toBe(200);
  });

  it('opens a tier’s courses when its agreement is paid, not before, not the tier above, and closes them on refund', async () => {
    const learner = await client();
    const agreementId = await signedProgrammeAgreement(learner.email);
    // Signed, awaiting payment: not yet.
    expect(await lessonStatus(learner, core.lessons[1])).toBe(403);
    expect(
      (await pageProps(learner, '/account')).sections.find((s: { key: string }) => s.key === 'training')
        .items,
    ).toEqual([]);

    expect((await inertiaPost(admin, `/sign/admin/agreements/${agreementId}/mark-paid`)).status).toBe(303);
    expect(await lessonStatus(learner, core.lessons[1])).toBe(200);
    const second = await pageProps(learner, core.lessons[1].path);
    expect(second.content.html).toBe(core.lessons[1].body.html);
    // Core opens the Core courses, not Team's.
    expect(await lessonStatus(learner, team.lessons[1])).toBe(403);
    const index = await pageProps(learner, '/training');
    expect(
      Object.fromEntries(
        index.courses.map((c: { slug: string; hasAccess: boolean }) => [c.slug, c.hasAccess]),
      ),
    ).toEqual(Object.fromEntries(courses.map((c) => [c.slug, c.tier === 'core'])));
    const home = await pageProps(learner, '/account');
    const training = home.sections.find((section: { key: string }) => section.key === 'training');
    expect(training.items.map((item: { id: string }) => item.id)).toEqual(
      courses.filter((c) => c.tier === 'core').map((c) => c.slug),
    );
    // They opened the second lesson above: in progress, resuming at the first lesson not passed.
    expect(training.items[0]).toMatchObject({
      status: 'In progress',
      links: [{ label: 'Resume', href: core.lessons[0].path }],
    });

    // A refund closes them again (the agreement's status is what counts, asked live).
    await sql(app, "UPDATE agreements SET status = 'refunded' WHERE id = $1", [agreementId]);
    expect(await lessonStatus(learner, core.lessons[1])).toBe(403);
  });

  it('scores quizzes, saves progress and resume, and refuses answers that are not answers', async () => {
    const learner = await client();
    await inertiaPost(admin, '/admin/training/grants', { email: learner.email, tier: 'core', note: '' });
    const [first, second] = core.lessons;

    for (const bad of [
      [],
      [0],
      'abc',
      [null, null, null],
      [99, 0, 0],
      ['0', '1', '2'],
      [0, 0, 0, 0],
      { 0: 1 },
    ]) {
      const refused = await json(learner, `${first.path}/quiz`, { answers: bad });
      expect([JSON.stringify(bad), refused.status, Object.keys(refused.body.errors ?? {})]).toEqual([
        JSON.stringify(bad),
        422,
        ['answers'],
      ]);
    }
    // A NUL anywhere in a body is refused before any handler reads it.
    expect((await json(learner, `${first.path}/quiz`, { answers: ['\u0000', 0, 0] })).status).toBe(400);
    expect(
      (await sql(app, 'SELECT 1 FROM training_progress WHERE email = $1 AND attempts > 0', [learner.email]))
        .length,
    ).toBe(0);

    expect((await quiz(learner, first, wrongAnswers(first))).headers.location).toBe(`${first.path}#quiz`);
    let page = await pageProps(learner, first.path);
    expect(page.progress).toMatchObject({ completed: false, bestScore: 0, attempts: 1 });
    expect(page.progress.lastAttempt.results[0]).toEqual({
      chosen: wrongAnswers(first)[0],
      answer: first.quiz[0].answer,
      explanation: first.quiz[0].explanation,
    });
    await quiz(learner, first, rightAnswers(first));
    // A worse attempt later keeps the lesson passed and the best score.
    await quiz(learner, first, wrongAnswers(first));
    page = await pageProps(learner, first.path);
    expect(page.progress).toMatchObject({ completed: true, bestScore: first.quiz.length, attempts: 3 });
    expect(page.progress.lastAttempt.passed).toBe(false);

    const course = await pageProps(learner, core.path);
    expect(course.course.progress).toEqual({ done: 1, total: 4, percent: 25 });
    expect(course.resume).toEqual({ path: second.path, title: second.title });
    expect(course.certificate).toBeNull();
    expect((await inertiaPost(learner, `${core.path}/certificate`, { name: 'Dana Whitfield' })).status).toBe(
      409,
    );
  });

  it('issues a certificate for a completed course, made as a PDF off the request, to that learner only', async () => {
    const learner = await client();
    await inertiaPost(admin, '/admin/training/grants', { email: learner.email, tier: 'core', note: 'pilot' });
    for (const lesson of core.lessons)
      expect((await quiz(learner, lesson, rightAnswers(lesson))).status).toBe(303);
    const course = await pageProps(learner, core.path);
    expect(course.course.progress.percent).toBe(100);
    expect(course.resume).toBeNull();
    expect(course.certificate).toEqual({ issuedAt: null, name: null, pdfUrl: null });

    expect((await json(learner, `${core.path}/certificate`, { name: '' })).body.errors.name).toMatch(
      /Type your name/,
    );
    expect((await json(learner, `${core.path}/certificate`, { name: 'x'.repeat(121) })).status).toBe(422);
    const issued = await inertiaPost(learner, `${core.path}/certificate`, { name: 'Dana Whitfield' });
    expect([issued.status, issued.headers.location]).toEqual([303, core.path]);
    await jobsDone();
    const [stored] = await sql<{ has_pdf: boolean }>(
      app,
      'SELECT pdf IS NOT NULL AS has_pdf FROM training_certificates WHERE email = $1',
      [learner.email],
    );
    expect(stored.has_pdf).toBe(true);
    // Asking again keeps the first certificate.
    await inertiaPost(learner, `${core.path}/certificate`, { name: 'Someone Else' });
    const pdf = await learner.agent.get(`${core.path}/certificate.pdf`).buffer(true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    for (const expected of ['Certificate of completion', 'Dana Whitfield', core.title])
      expect(text).toContain(expected);
    expect(text).not.toContain('Someone Else');

    const home = await pageProps(learner, '/account');
    const item = home.sections
      .find((section: { key: string }) => section.key === 'training')
      .items.find((entry: { id: string }) => entry.id === core.slug);
    expect(item).toMatchObject({ status: 'Completed', detail: '4 of 4 lessons passed · 100%' });
    expect(item.links[1]).toMatchObject({ href: `${core.path}/certificate.pdf`, download: true });

    // Another client, even with the same tier, gets no certificate of theirs or this one.
    const other = await client();
    await inertiaPost(admin, '/admin/training/grants', { email: other.email, tier: 'complete', note: '' });
    expect((await other.agent.get(`${core.path}/certificate.pdf`)).status).toBe(404);
    expect((await (await app.visitor()).agent.get(`${core.path}/certificate.pdf`)).status).toBe(302);

    // The back office: the learner with their progress and certificate, in the page and the CSV.
    const learners = await pageProps(admin, `/admin/training/${core.slug}`);
    expect(learners.learners.find((row: { email: string }) => row.email === learner.email)).toMatchObject({
      hasAccess: true,
      access: expect.stringMatching(/^Core, granted by /),
      done: 4,
      percent: 100,
      quizAverage: 100,
    });
    const csv = await admin.agent.get(`/admin/training/${core.slug}/learners.csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text.split('\r\n')[0]).toBe(
      'Email,Access,Lessons passed,Lessons,Progress (%),Quiz average (%),Last activity,Completed,Certificate issued',
    );
    expect(csv.text).toContain(`${learner.email},"Core, granted by ${admin.email}",4,4,100,100,`);
  });

  it('lets admins grant and revoke tiers by hand, audited, and nobody else', async () => {
    const learner = await client();
    expect(await lessonStatus(learner, team.lessons[1])).toBe(403);
    const invalid = await json(admin, '/admin/training/grants', { email: 'not an email', tier: 'gold' });
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['email', 'tier']);
    expect(
      (
        await inertiaPost(admin, '/admin/training/grants', {
          email: learner.email.toUpperCase(),
          tier: 'team',
          note: 'Pilot',
        })
      ).status,
    ).toBe(303);
    expect(await lessonStatus(learner, team.lessons[1])).toBe(200);
    // Team includes Core.
    expect(await lessonStatus(learner, core.lessons[1])).toBe(200);
    const [grant] = await sql<{ id: string }>(app, 'SELECT id FROM training_grants WHERE email = $1', [
      learner.email,
    ]);
    const audit = await sql<{ action: string }>(
      app,
      'SELECT action FROM admin_audit_log WHERE target_id = $1 ORDER BY created_at',
      [grant.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['training.granted']);

    // A client cannot grant themselves anything or revoke anyone's.
    expect(
      (await inertiaPost(learner, '/admin/training/grants', { email: learner.email, tier: 'complete' }))
        .status,
    ).toBe(403);
    expect((await inertiaPost(learner, `/admin/training/grants/${grant.id}/revoke`)).status).toBe(403);

    expect((await inertiaPost(admin, `/admin/training/grants/${grant.id}/revoke`)).status).toBe(303);
    expect(await lessonStatus(learner, team.lessons[1])).toBe(403);
    expect(
      (await inertiaPost(admin, '/admin/training/grants/00000000-0000-4000-8000-000000000000/revoke')).status,
    ).toBe(404);
    const admins = await pageProps(admin, '/admin/training');
    expect(admins.grants.find((row: { id: string }) => row.id === grant.id)).toMatchObject({
      revokedBy: admin.email,
      note: 'Pilot',
    });
  });

  it('exports and erases a learner’s training records with their data rights', async () => {
    const learner = await client();
    await inertiaPost(admin, '/admin/training/grants', { email: learner.email, tier: 'core', note: '' });
    await quiz(learner, core.lessons[0], rightAnswers(core.lessons[0]));
    const exported = await admin.agent.get(
      `/admin/data-rights/export?email=${encodeURIComponent(learner.email)}`,
    );
    expect(Object.keys(exported.body.records)).toEqual(
      expect.arrayContaining(['training_progress', 'training_grants']),
    );
    expect(exported.body.records.training_progress.records[0]).toMatchObject({
      course_slug: core.slug,
      lesson_slug: core.lessons[0].slug,
    });
    expect(
      (await inertiaPost(admin, '/admin/data-rights/erase', { email: learner.email, confirm: learner.email }))
        .status,
    ).toBe(303);
    for (const table of ['training_progress', 'training_grants', 'training_certificates'])
      expect(await sql(app, `SELECT 1 FROM ${table} WHERE email = $1`, [learner.email])).toEqual([]);
  });
});
