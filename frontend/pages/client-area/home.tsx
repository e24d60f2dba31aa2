import { Head, Link, router } from '@inertiajs/react';
import {
  BookOpen,
  ClipboardCheck,
  Database,
  Download,
  LogOut,
  FileSignature,
  FileText,
  Gauge,
  Mail,
  Receipt,
  Shield,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button, buttonStyles } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormAlert } from '@/components/ui/text-field';
import { formatDate } from '@shared/dates';
import type { ClientItem, ClientSection, ClientSectionKey, PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const ICONS: Record<ClientSectionKey, LucideIcon> = {
  assessments: ClipboardCheck,
  agreements: FileSignature,
  payments: Receipt,
  documents: FileText,
  training: BookOpen,
  messages: Mail,
  'lead-audits': Gauge,
};

function Item({ item }: { item: ClientItem }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-crmgray-950 dark:text-zinc-50">{item.title}</p>
        <p className="mt-0.5 text-sm break-words text-crmgray-600 dark:text-zinc-400">
          {[item.status, item.detail, item.date ? formatDate(item.date) : null].filter(Boolean).join(' · ')}
        </p>
      </div>
      {item.links.length > 0 && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {item.links.map((link) =>
            link.download ? (
              <a
                key={link.href}
                href={link.href}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                <Download className="size-4" aria-hidden="true" />
                {link.label}
              </a>
            ) : (
              <Link
                key={link.href}
                href={link.href}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                {link.label}
              </Link>
            ),
          )}
        </div>
      )}
    </li>
  );
}

function Section({ section }: { section: ClientSection }) {
  const Icon = ICONS[section.key];
  const headingId = `section-${section.key}`;
  return (
    <section
      id={section.key}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-xl border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-lg font-semibold text-crmgray-950 dark:text-zinc-50"
      >
        <Icon className="size-5 text-crmblue-600 dark:text-crmblue-300" aria-hidden="true" />
        {section.title}
        {section.items.length > 0 && (
          <span className="text-sm font-normal text-crmgray-600 dark:text-zinc-400">
            ({section.items.length})
          </span>
        )}
      </h2>
      {section.items.length > 0 && section.action && (
        <Link
          href={section.action.href}
          className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'mt-1 -ml-2' })}
        >
          {section.action.label}
        </Link>
      )}
      {section.items.length > 0 ? (
        <ul className="divide-y divide-crmgray-200 dark:divide-zinc-800">
          {section.items.map((item) => (
            <Item key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <div className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">
          <p>{section.empty.text}</p>
          {section.empty.action && (
            <Link
              href={section.empty.action.href}
              className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
            >
              {section.empty.action.label}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}

/** `/account`: the client's home — reports, agreements, payments, documents and training, each with its next step. */
export default function ClientHomePage({ email, verified, sections }: PageProps<'client-area/home'>) {
  return (
    <>
      <Head title="Your account">
        <meta name="robots" content="noindex" />
      </Head>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">Your account</h1>
            <p className="mt-1 text-sm break-all text-crmgray-600 dark:text-zinc-400">Signed in as {email}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              href={routes.auth.security()}
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            >
              <Shield className="size-4" aria-hidden="true" />
              Security and sign-in
            </Link>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => router.post(routes.auth.signOut(), { redirect_to: routes.content.home() })}
            >
              <LogOut className="size-4" aria-hidden="true" />
              Sign out
            </Button>
          </div>
        </header>
        {!verified && (
          <FormAlert
            tone="info"
            message="Confirm your email address (use the link we sent you) to see your reports, agreements and payments here: records attach only to a confirmed address."
          />
        )}
        {sections.map((section) => (
          <Section key={section.key} section={section} />
        ))}
        {verified && (
          <section
            aria-labelledby="section-data"
            className="rounded-xl border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <h2
              id="section-data"
              className="flex items-center gap-2 text-lg font-semibold text-crmgray-950 dark:text-zinc-50"
            >
              <Database className="size-5 text-crmblue-600 dark:text-crmblue-300" aria-hidden="true" />
              Your data
            </h2>
            <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">
              Download everything we keep about {email} as one file, or ask us to erase it. Signed agreements
              and their invoices are contracts and accounting records: the law makes us keep those.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a
                href={routes.clientArea.myData()}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                <Download className="size-4" aria-hidden="true" />
                Download my data
              </a>
              <ConfirmButton
                label="Ask us to erase my data"
                title="Ask us to erase your data?"
                description="We email you to confirm, then erase what the law lets us erase within one month. Your account and reports go; signed agreements stay."
                confirmLabel="Send the request"
                action={routes.clientArea.requestErasure()}
                variant="secondary"
                size="sm"
              />
            </div>
          </section>
        )}
      </div>
    </>
  );
}
