import { Link, useForm, usePage } from '@inertiajs/react';
import { Award, Download, Printer } from 'lucide-react';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { MarkdownBody } from '@/components/content/markdown-body';
import { breadcrumbJsonLd, Seo } from '@/components/content/seo';
import { LessonList, ProgressBar, TierBadge } from '@/components/training/course-parts';
import { Button, buttonStyles } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@shared/dates';
import type { CertificateForm } from '@shared/forms/training';
import type { FormState } from '@shared/forms/form-state';
import type { CertificateState, PageProps } from '@shared/pages';
import type { SharedProps } from '@shared/shared-props';
import { routes } from '@shared/routes';
import { SITE_NAME } from '@/lib/site';
import { CERTIFICATE_NAME_MAX, TRAINING_TIER_LABELS } from '@shared/training';

/** /training/{course}: what the course teaches, its lessons, and the learner's progress and certificate. */
export default function CoursePage({
  course,
  lessons,
  viewer,
  resume,
  certificate,
  summaryPath,
}: PageProps<'training/course'>) {
  const { site } = usePage<SharedProps>().props;
  const trail = [
    { name: 'Training', path: routes.training.trainingIndex() },
    { name: course.title, path: course.path },
  ];
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.title,
      description: course.description,
      url: `${site.url}${course.path}`,
      provider: { '@type': 'Organization', name: SITE_NAME, sameAs: site.url },
      timeRequired: `PT${course.minutes}M`,
      isAccessibleForFree: false,
      audience: { '@type': 'Audience', audienceType: course.audience },
      teaches: course.outcomes,
      numberOfLessons: course.lessons,
      dateModified: course.reviewed,
    },
    breadcrumbJsonLd(site.url, trail),
  ];
  const first = lessons[0];

  return (
    <div className="mx-auto max-w-[1100px]">
      <Seo
        title={course.title}
        description={course.description}
        canonicalPath={course.path}
        jsonLd={jsonLd}
      />
      <Breadcrumbs trail={trail} />
      <header className="mt-6">
        <TierBadge tier={course.tier} />
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-crmgray-950 dark:text-white">
          {course.title}
        </h1>
        <p className="mt-4 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">{course.description}</p>
        <p className="mt-3 text-sm text-crmgray-600 dark:text-zinc-400">
          {course.lessons} lessons · about {course.minutes} minutes · {course.audience} · last reviewed{' '}
          <time dateTime={course.reviewed}>{formatDate(course.reviewed)}</time>
        </p>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_320px]">
        {/* First on a phone, right under the title: the way in (or back in) to the course. */}
        <aside className="space-y-6 lg:order-last lg:sticky lg:top-24 lg:self-start">
          <section
            aria-labelledby="your-progress"
            className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <h2 id="your-progress" className="font-semibold text-crmgray-950 dark:text-white">
              {course.hasAccess ? 'Your progress' : 'Access'}
            </h2>
            {course.progress && <ProgressBar progress={course.progress} className="mt-3" />}
            {course.hasAccess ? (
              <div className="mt-4 flex flex-col gap-2">
                {resume && (
                  <Link href={resume.path} className={buttonStyles()}>
                    {course.progress?.done ? 'Resume' : 'Start'}: {resume.title}
                  </Link>
                )}
                <Link href={summaryPath} className={buttonStyles({ variant: 'secondary' })}>
                  <Printer className="size-4" aria-hidden="true" /> Printable summary
                </Link>
                {!viewer.signedIn && (
                  <p className="text-sm text-crmgray-600 dark:text-zinc-400">
                    Sign in to save your progress.
                  </p>
                )}
              </div>
            ) : (
              <div className="mt-3 space-y-3 text-sm text-crmgray-700 dark:text-zinc-300">
                <p>
                  The first lesson is free. The others come with the CRM Mastery Program’s{' '}
                  {TRAINING_TIER_LABELS[course.tier]} tier or above.
                </p>
                {viewer.unverified && (
                  <p>Confirm your email address: courses attach to a confirmed address only.</p>
                )}
                <div className="flex flex-col gap-2">
                  <Link href={first.path} className={buttonStyles()}>
                    Read the free lesson
                  </Link>
                  <Link
                    href={routes.pages.crmMasteryProgramTiers()}
                    className={buttonStyles({ variant: 'secondary' })}
                  >
                    Compare the tiers
                  </Link>
                  {!viewer.signedIn && (
                    <Link
                      href={routes.auth.clientSignInPage()}
                      className="text-center font-medium text-crmblue-700 underline dark:text-crmblue-300"
                    >
                      Already a client? Sign in
                    </Link>
                  )}
                </div>
              </div>
            )}
          </section>
          {certificate && <CertificatePanel courseSlug={course.slug} certificate={certificate} />}
        </aside>
        <div className="min-w-0">
          <MarkdownBody html={course.introHtml} className="max-w-[72ch]" />
          <h2 className="mt-10 text-xl font-semibold text-crmgray-950 dark:text-white">
            What you will be able to do
          </h2>
          <ul className="mt-3 max-w-[72ch] list-disc space-y-1.5 pl-5 text-crmgray-800 dark:text-zinc-200">
            {course.outcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
          <h2 className="mt-10 text-xl font-semibold text-crmgray-950 dark:text-white">Lessons</h2>
          <div className="mt-4">
            <LessonList lessons={lessons} />
          </div>
          <p className="mt-8 text-sm text-crmgray-600 dark:text-zinc-400">
            Taught live in the{' '}
            <Link href={course.sessionPath} className="text-crmblue-700 underline dark:text-crmblue-300">
              programme session this course follows
            </Link>
            .
          </p>
        </div>
      </div>
    </div>
  );
}

/** Once every lesson is passed: ask for the certificate with your name, then download it. */
function CertificatePanel({
  courseSlug,
  certificate,
}: {
  courseSlug: string;
  certificate: CertificateState;
}) {
  const form = useForm<FormState<CertificateForm>>({ name: '' });
  return (
    <section
      aria-labelledby="certificate"
      className="rounded-[var(--radius-card)] border border-crmturquoise-200 bg-crmturquoise-50 p-5 dark:border-crmturquoise-900 dark:bg-crmturquoise-950"
    >
      <h2 id="certificate" className="flex items-center gap-2 font-semibold text-crmgray-950 dark:text-white">
        <Award className="size-5" aria-hidden="true" /> Course completed
      </h2>
      {certificate.pdfUrl ? (
        <>
          <p className="mt-2 text-sm text-crmgray-700 dark:text-zinc-300">
            Certificate issued to {certificate.name} on {formatDate(certificate.issuedAt!)}.
          </p>
          <a href={certificate.pdfUrl} download className={buttonStyles({ className: 'mt-4 w-full' })}>
            <Download className="size-4" aria-hidden="true" /> Download the certificate (PDF)
          </a>
        </>
      ) : (
        <form
          method="post"
          action={routes.training.requestCertificate(courseSlug)}
          noValidate
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            form.post(routes.training.requestCertificate(courseSlug), { preserveScroll: true });
          }}
        >
          <TextField
            label="Your name on the certificate"
            autoComplete="name"
            maxLength={CERTIFICATE_NAME_MAX}
            value={form.data.name}
            onChange={(event) => form.setData('name', event.target.value)}
            error={form.errors.name}
          />
          <Button type="submit" disabled={form.processing} className="w-full">
            Issue my certificate
          </Button>
        </form>
      )}
    </section>
  );
}
