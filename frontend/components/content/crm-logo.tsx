import { cn } from '@/lib/cn';

interface CrmLogoProps {
  slug: string;
  /** Empty when the logo sits next to the CRM's name (decorative). */
  name: string;
  /** Size the box with height and width classes; the wordmark is fitted inside, so nothing shifts on load. */
  className?: string;
  priority?: boolean;
}

/** The CRM's wordmark from public/logos (local SVGs; names are their owners' trademarks). */
export function CrmLogo({ slug, name, className, priority = false }: CrmLogoProps) {
  return (
    <img
      src={`/logos/${slug}.svg`}
      alt={name}
      width={144}
      height={28}
      className={cn('h-7 w-36 object-contain dark:invert', className)}
      loading={priority ? 'eager' : 'lazy'}
    />
  );
}
