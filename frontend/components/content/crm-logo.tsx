import { cn } from '@/lib/cn';

/** The CRM's wordmark from public/logos (local SVGs; names are their owners' trademarks). */
export function CrmLogo({ slug, name, className }: { slug: string; name: string; className?: string }) {
  return (
    <img
      src={`/logos/${slug}.svg`}
      alt={name}
      width={102}
      height={40}
      className={cn('h-7 w-auto dark:invert', className)}
      loading="lazy"
    />
  );
}
