import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface CtaLinkProps {
  href: string;
  children: ReactNode;
  variant?: 'accent' | 'primary' | 'secondary';
  size?: 'md' | 'lg';
  className?: string;
}

/** Site paths navigate with Inertia (redirect entries like /book are followed by the client); other URLs are plain links. */
export function CtaLink({ href, children, variant = 'accent', size = 'lg', className }: CtaLinkProps) {
  const classes = cn(buttonStyles({ variant, size }), className);
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} rel="noopener" className={classes}>
      {children}
    </a>
  );
}
