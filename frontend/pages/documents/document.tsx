import { Head, Link } from '@inertiajs/react';
import { Download, Paperclip } from 'lucide-react';
import { MarkdownBody } from '@/components/content/markdown-body';
import { TableOfContents } from '@/components/content/table-of-contents';
import { fileSize } from '@/components/documents/attachments-field';
import { buttonStyles } from '@/components/ui/button';
import { formatDate } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** `/account/documents/:id`: a hand-over document as the client reads it, with its earlier versions. */
export default function ClientDocument({ document, shown, versions }: PageProps<'documents/document'>) {
  const latest = shown.version === document.currentVersion;
  return (
    <>
      <Head title={document.title}>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <Link
          href={routes.clientArea.homePage()}
          className="text-sm text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
        >
          Your account
        </Link>
        <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_240px]">
          <article className="min-w-0">
            <h1 className="text-3xl font-semibold tracking-tight text-balance text-crmgray-950 dark:text-white">
              {document.title}
            </h1>
            <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">
              Version {shown.version}, published {formatDate(shown.publishedAt)}
              {shown.note && ` · ${shown.note}`}
            </p>
            <a
              href={shown.pdfUrl}
              download
              className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
            >
              <Download className="size-4" aria-hidden="true" /> Download version {shown.version} (PDF)
            </a>
            {!latest && (
              <p
                role="status"
                className="mt-4 rounded-lg bg-crmaccent-50 p-3 text-sm text-crmgray-900 dark:bg-zinc-800 dark:text-zinc-100"
              >
                This is an earlier version.{' '}
                <Link
                  href={routes.documents.clientDocument(document.id)}
                  className="font-medium text-crmblue-700 underline dark:text-crmblue-300"
                >
                  Read the latest (version {document.currentVersion})
                </Link>
              </p>
            )}
            {shown.attachments.length > 0 && (
              <section aria-labelledby="attachments" className="mt-6">
                <h2 id="attachments" className="text-sm font-semibold text-crmgray-900 dark:text-zinc-100">
                  Attachments
                </h2>
                <ul className="mt-2 space-y-2 text-sm">
                  {shown.attachments.map((file) => (
                    <li key={file.href}>
                      <a
                        href={file.href}
                        download
                        className="inline-flex items-center gap-2 font-medium text-crmblue-700 underline dark:text-crmblue-300"
                      >
                        <Paperclip className="size-4" aria-hidden="true" />
                        {file.filename}
                      </a>{' '}
                      <span className="text-crmgray-600 dark:text-zinc-400">{fileSize(file.size)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <TableOfContents entries={shown.toc} className="mt-6 lg:hidden" />
            <MarkdownBody html={shown.html} className="mt-8 max-w-[72ch]" />
          </article>
          <aside className="space-y-6">
            <TableOfContents entries={shown.toc} className="hidden lg:block" />
            <nav
              aria-label="Versions"
              className="rounded-[var(--radius-card)] border border-crmgray-200 p-4 dark:border-zinc-800"
            >
              <h2 className="text-sm font-semibold text-crmgray-900 dark:text-zinc-100">Versions</h2>
              <ol className="mt-3 space-y-2 text-sm">
                {versions.map((version) => (
                  <li key={version.version}>
                    <Link
                      href={routes.documents.clientDocument(document.id, { version: version.version })}
                      aria-current={version.version === shown.version ? 'page' : undefined}
                      className={
                        version.version === shown.version
                          ? 'font-medium text-crmgray-950 dark:text-zinc-50'
                          : 'text-crmblue-700 underline dark:text-crmblue-300'
                      }
                    >
                      Version {version.version}
                    </Link>
                    <span className="block text-crmgray-600 dark:text-zinc-400">
                      {formatDate(version.publishedAt)}
                      {version.note && ` · ${version.note}`}
                    </span>
                  </li>
                ))}
              </ol>
            </nav>
          </aside>
        </div>
      </div>
    </>
  );
}
