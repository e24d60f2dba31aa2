import { cn } from '@/lib/cn';
import { WORDMARK_HEIGHT, WORDMARK_WIDTHS } from '@shared/crm-wordmarks';

interface CrmLogoProps {
  slug: string;
  /** Empty when the logo sits next to the CRM's name (decorative). */
  name: string;
  /** Drawn height in px; the width follows the wordmark, so every name has the same cap height. */
  height?: number;
  className?: string;
  priority?: boolean;
}

/**
 * The CRM's wordmark from public/logos: drawn for this site by scripts/draw-crm-wordmarks.mjs
 * (a monogram and the name in Inter Bold); names are their owners' trademarks.
 */
export function CrmLogo({ slug, name, height = 28, className, priority = false }: CrmLogoProps) {
  const width = Math.round(((WORDMARK_WIDTHS[slug] ?? 144) * height) / WORDMARK_HEIGHT);
  return (
    <img
      src={`/logos/${slug}.svg`}
      alt={name}
      width={width}
      height={height}
      style={{ width, height }}
      className={cn('shrink-0 object-contain dark:invert', className)}
      loading={priority ? 'eager' : 'lazy'}
    />
  );
}
