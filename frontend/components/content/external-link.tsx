import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A link to another site (a vendor's page), marked with an icon. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} rel="noopener noreferrer" className={cn('inline-flex items-center gap-1', className)}>
      {children} <ExternalIcon className="size-3.5" aria-hidden="true" />
    </a>
  );
}
