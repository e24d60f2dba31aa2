import { Link } from '@inertiajs/react';

/** Pages as a list of links, each with its description (help categories, docs sections, related articles). */
export function PageLinkList({
  pages,
  className = 'mt-3 space-y-3',
}: {
  pages: Array<{ path: string; title: string; description: string }>;
  className?: string;
}) {
  return (
    <ul className={className}>
      {pages.map((page) => (
        <li key={page.path}>
          <Link href={page.path} className="group block">
            <span className="font-medium text-crmblue-700 group-hover:underline dark:text-crmblue-300">
              {page.title}
            </span>
            <span className="mt-0.5 block text-sm text-crmgray-600 dark:text-zinc-400">
              {page.description}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
