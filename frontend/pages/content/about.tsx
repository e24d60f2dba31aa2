import { Head, Link } from '@inertiajs/react';
import { buttonStyles } from '@/components/ui/button';

const PRINCIPLES = [
  {
    title: 'Advice first, software second',
    text: 'We start from how your team sells and reports, and only then look at which system fits. Sometimes the answer is to keep the CRM you have and fix how it is set up.',
  },
  {
    title: 'Written down',
    text: 'Every engagement ends with documents your team keeps: field definitions, stage rules, automation maps and short how-to guides.',
  },
  {
    title: 'Fixed scope',
    text: 'You see the scope and the price before we start. If the scope changes, we agree it in writing first.',
  },
];

export default function About() {
  return (
    <>
      <Head title="About us">
        <meta
          name="description"
          content="Who we are and how we work: independent CRM advice with fixed scopes and documents your team keeps."
        />
      </Head>
      <article className="max-w-[70ch]">
        <h1 className="text-4xl font-semibold tracking-tight text-crmgray-950 dark:text-white">About us</h1>
        <p className="mt-6 text-lg text-crmgray-600 dark:text-zinc-300">
          We are a small CRM consultancy. We help sales and revenue teams choose a CRM, move their data into
          it and build the routines that keep it useful: clean records, clear pipeline stages and reports
          people trust.
        </p>
        <h2 className="mt-12 text-2xl font-semibold tracking-tight text-crmgray-900 dark:text-zinc-100">
          How we work
        </h2>
        <ul className="mt-6 space-y-6">
          {PRINCIPLES.map((principle) => (
            <li key={principle.title}>
              <h3 className="font-semibold text-crmgray-900 dark:text-zinc-100">{principle.title}</h3>
              <p className="mt-1 text-crmgray-600 dark:text-zinc-400">{principle.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap gap-3">
          <Link href="/#contact" className={buttonStyles({ variant: 'accent' })}>
            Talk to us
          </Link>
          <Link href="/#services" className={buttonStyles({ variant: 'secondary' })}>
            Our services
          </Link>
        </div>
      </article>
    </>
  );
}
