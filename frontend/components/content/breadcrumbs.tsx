import { Link } from '@inertiajs/react';
import { ChevronRight } from 'lucide-react';

export function Breadcrumbs({ trail }: { trail: Array<{ name: string; path: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-crmgray-600 dark:text-zinc-400">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((item, index) => (
          <li key={item.path} className="flex items-center gap-1">
            {index > 0 && <ChevronRight className="size-3.5" aria-hidden="true" />}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="text-crmgray-700 dark:text-zinc-300">
                {item.name}
              </span>
            ) : (
              <Link href={item.path} className="hover:text-crmblue-700 dark:hover:text-crmblue-300">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
