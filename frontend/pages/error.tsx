import { Head, Link, router } from '@inertiajs/react';
import { ArrowRight } from 'lucide-react';
import { HelpSearchForm } from '@/components/content/help-search-form';
import { ErrorScreen } from '@/components/error-screen';
import { errorScreenText } from '@/lib/error-screen-text';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** Where a lost visitor most often wants to go. */
const WAYS_ON = [
  { href: routes.content.crmChooser(), label: 'Find the right CRM' },
  { href: routes.content.comparePicker(), label: 'Compare CRMs side by side' },
  { href: routes.assessment.intro(), label: 'Take the CRM health assessment' },
  { href: routes.content.helpIndex(), label: 'Browse the help centre' },
  { href: routes.pages.services(), label: 'See what we do' },
  { href: routes.pages.contact(), label: 'Contact us' },
];

/**
 * The page the server renders for 403, 404, 500 and other errors: the error card inside the site's
 * layout, with a search box and the most visited pages, so a lost visitor can carry on.
 */
export default function ErrorPage({ status, message }: PageProps<'error'>) {
  return (
    <div className="flex flex-col items-center py-6">
      <Head title={errorScreenText(status, message).title} />
      <ErrorScreen status={status} message={message} />
      <section aria-labelledby="way-on-title" className="mt-12 w-full max-w-2xl">
        <h2 id="way-on-title" className="text-lg font-semibold text-crmgray-900 dark:text-zinc-100">
          Looking for something in particular?
        </h2>
        <HelpSearchForm
          className="mt-4"
          onSearch={(q) => router.get(routes.content.helpIndex(), q ? { q } : {})}
        />
        <ul className="mt-6 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {WAYS_ON.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex items-center gap-2 rounded py-2 font-medium text-crmblue-700 hover:underline dark:text-crmblue-300"
              >
                <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
