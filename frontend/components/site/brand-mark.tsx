import { Link } from '@inertiajs/react';
import { SITE_SHORT_NAME } from '@/lib/site';
import { routes } from '@shared/routes';

export function BrandMark() {
  return (
    <Link
      href={routes.content.home()}
      className="flex items-center gap-2 font-semibold tracking-tight text-crmgray-900 dark:text-zinc-100"
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-crmblue-600" />
        <path
          d="M9 21.5 14 15l4 3.5 5-7.5"
          fill="none"
          stroke="white"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="23" cy="11" r="2.2" className="fill-crmaccent-400" />
      </svg>
      <span>{SITE_SHORT_NAME}</span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
