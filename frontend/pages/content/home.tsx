import { Link, usePage } from '@inertiajs/react';
import { ArrowRight, BarChart3, CheckCircle2, GraduationCap, Repeat, Search, Wrench } from 'lucide-react';
import { CrmLogo } from '@/components/content/crm-logo';
import { CtaBand } from '@/components/content/cta-band';
import { Seo } from '@/components/content/seo';
import { buttonStyles } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { layouts } from '@/layouts/layout-for';
import { SITE_NAME } from '@/lib/site';
import type { SharedProps } from '@shared/shared-props';
import type { PageProps } from '@shared/pages';
import { BALANCED_GRID, balancedSpan } from '@/components/ui/balanced-grid';
import { routes } from '@shared/routes';

const SERVICES = [
  {
    Icon: Search,
    title: 'CRM selection',
    text: 'A shortlist built from how your team actually sells, scored demos, and a written recommendation with the costs for three years.',
  },
  {
    Icon: Wrench,
    title: 'Implementation',
    text: 'Pipelines, fields, permissions and automations set up once and documented, so the system still makes sense in a year.',
  },
  {
    Icon: Repeat,
    title: 'Migration',
    text: 'Objects mapped, data cleaned before it moves, a test import you sign off, and a cut-over plan measured in hours, not weeks.',
  },
  {
    Icon: BarChart3,
    title: 'RevOps and reporting',
    text: 'Stage definitions, lead routing and the handful of reports your leadership reads every Monday.',
  },
  {
    Icon: GraduationCap,
    title: 'Training and workshops',
    text: 'Role-based sessions for reps, managers and admins, recorded, with short guides your new hires can follow.',
  },
];

const STEPS = [
  {
    title: 'Diagnose',
    text: 'A 30-minute call and a look at your current setup. You get a written summary of what to keep, fix or replace.',
  },
  {
    title: 'Plan',
    text: 'A fixed-scope proposal with milestones and a price. No open-ended retainers unless you ask for one.',
  },
  {
    title: 'Deliver',
    text: 'Weekly check-ins, a shared tracker, and hand-over documents written for the people who will own the system.',
  },
];

export default function Home({ bookingUrl, crms }: PageProps<'content/home'>) {
  const { site } = usePage<SharedProps>().props;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: site.url,
    logo: `${site.url}/images/og-default.png`,
    description:
      'Independent CRM advice for sales and revenue teams: selection, implementation, migration and training.',
  };
  return (
    <>
      <Seo
        title="Independent CRM advice for sales teams"
        description="Choose the right CRM, migrate without losing data, and get your team using it. Independent CRM advice for HubSpot, Salesforce, Pipedrive, Zoho and more."
        canonicalPath={routes.content.home()}
        jsonLd={[organization]}
      />

      <section className="relative overflow-hidden border-b border-crmgray-100 bg-gradient-to-b from-crmblue-50 to-white dark:border-zinc-800 dark:from-crmblue-950/40 dark:to-surface-dark">
        <div className="mx-auto grid max-w-[1200px] gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:py-28">
          <div>
            <p className="text-sm font-semibold tracking-wide text-crmblue-700 uppercase dark:text-crmblue-300">
              CRM advisory
            </p>
            <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-crmgray-950 sm:text-5xl dark:text-white">
              The right CRM, set up properly, used by your whole team
            </h1>
            <p className="mt-6 max-w-[60ch] text-lg text-crmgray-600 dark:text-zinc-300">
              We help sales and revenue teams choose a CRM, move their data into it safely and build the
              habits that keep it accurate. Plain advice, fixed prices, and documents you keep.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a href={bookingUrl} className={buttonStyles({ variant: 'accent', size: 'lg' })} rel="noopener">
                Book a 30-minute call
                <ArrowRight className="size-4" aria-hidden="true" />
              </a>
              <Link
                href={routes.pages.services()}
                className={buttonStyles({ variant: 'secondary', size: 'lg' })}
              >
                See what we do
              </Link>
            </div>
          </div>
          <ul className="grid content-center gap-3 text-sm">
            {[
              'Vendor-neutral recommendations',
              'Fixed-scope projects with a written plan',
              'Hand-over documents your team owns',
            ].map((point) => (
              <li
                key={point}
                className="flex items-center gap-3 rounded-[var(--radius-card)] border border-crmgray-200 bg-white/80 p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900/80"
              >
                <CheckCircle2
                  className="size-5 shrink-0 text-crmturquoise-600 dark:text-crmturquoise-400"
                  aria-hidden="true"
                />
                <span className="font-medium text-crmgray-800 dark:text-zinc-200">{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="crms" aria-labelledby="crms-title" className="mx-auto max-w-[1200px] px-4 py-14 sm:px-6">
        <h2 id="crms-title" className="text-center text-sm font-semibold text-crmgray-600 dark:text-zinc-400">
          CRMs we set up, fix and migrate between
        </h2>
        <ul className="mx-auto mt-8 grid max-w-[1000px] grid-cols-2 gap-3 lg:grid-cols-5">
          {crms.map((crm) => (
            <li key={crm.slug}>
              <Link
                href={routes.content.publicPage(crm.slug)}
                className="flex h-14 items-center justify-center rounded-lg px-2 transition-colors hover:bg-crmgray-100 dark:hover:bg-zinc-800"
              >
                <CrmLogo slug={crm.slug} name={crm.name} height={24} />
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-crmgray-600 dark:text-zinc-400">
          Names are trademarks of their owners. We are not a reseller of any of them.
        </p>
      </section>

      <section
        id="services"
        aria-labelledby="services-title"
        className="bg-crmgray-50 py-20 dark:bg-zinc-900/40"
      >
        <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
          <h2
            id="services-title"
            className="text-3xl font-semibold tracking-tight text-crmgray-950 dark:text-white"
          >
            What we do
          </h2>
          <p className="mt-3 max-w-[65ch] text-crmgray-600 dark:text-zinc-400">
            Most teams need one or two of these, not all five. The first call is where we work out which.
          </p>
          <ul className={`mt-10 gap-6 ${BALANCED_GRID}`}>
            {SERVICES.map(({ Icon, title, text }, index) => (
              <li
                key={title}
                className={`${balancedSpan(index, SERVICES.length)} rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900`}
              >
                <Icon className="size-6 text-crmblue-600 dark:text-crmblue-400" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-crmgray-900 dark:text-zinc-100">{title}</h3>
                <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="how-we-work"
        aria-labelledby="how-title"
        className="mx-auto max-w-[1200px] px-4 py-20 sm:px-6"
      >
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2
              id="how-title"
              className="text-3xl font-semibold tracking-tight text-crmgray-950 dark:text-white"
            >
              How we work
            </h2>
            <p className="mt-3 max-w-[55ch] text-crmgray-600 dark:text-zinc-400">
              Every engagement starts from your pipeline as it really is: the stages deals move through, where
              they stall, and what your managers need to see.
            </p>
          </div>
          <Image
            src="/images/pipeline-review.png"
            alt="Illustration of a sales pipeline board with deals in four stages and a rising trend line"
            width={560}
            height={350}
            sizes="(min-width: 1024px) 560px, 100vw"
            className="h-auto w-full rounded-[var(--radius-card)] border border-crmgray-200 dark:border-zinc-800"
          />
        </div>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <span className="tabular flex size-9 items-center justify-center rounded-full bg-crmblue-600 text-sm font-semibold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-crmgray-900 dark:text-zinc-100">{step.title}</h3>
              <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div id="assessment" className="px-4 sm:px-6">
        <CtaBand
          className="mx-auto max-w-[1200px]"
          heading="How healthy is your CRM?"
          text="Our CRM health check looks at data quality, pipeline design, automation, reporting and adoption, and ends with a scored report and the three changes that would help most. Book a call and we will walk through it with you."
          primary={{ href: routes.pages.crmHealthCheck(), label: 'About the CRM health check' }}
          secondary={{ href: routes.assessment.intro(), label: 'Take the free assessment' }}
        />
      </div>

      <section
        id="contact"
        aria-labelledby="contact-title"
        className="mx-auto max-w-[1200px] px-4 py-20 text-center sm:px-6"
      >
        <h2
          id="contact-title"
          className="text-3xl font-semibold tracking-tight text-crmgray-950 dark:text-white"
        >
          Talk to us about your CRM
        </h2>
        <p className="mx-auto mt-3 max-w-[55ch] text-crmgray-600 dark:text-zinc-400">
          Thirty minutes, no slides. Tell us what is not working and we will tell you honestly whether we can
          help.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <a href={bookingUrl} rel="noopener" className={buttonStyles({ variant: 'accent', size: 'lg' })}>
            Book a call
          </a>
          <Link href={routes.pages.contact()} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
            Other ways to reach us
          </Link>
        </div>
      </section>
    </>
  );
}

Home.layout = layouts.landing;
