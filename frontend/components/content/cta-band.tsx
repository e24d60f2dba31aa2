import { useId } from 'react';
import { CtaLink } from '@/components/content/cta-link';
import { cn } from '@/lib/cn';
import type { Cta } from '@shared/pages/content-types';

interface CtaBandProps {
  heading: string;
  text: string;
  primary: Cta;
  secondary?: Cta;
  className?: string;
}

/** The blue call-to-action panel that closes most public pages. */
export function CtaBand({ heading, text, primary, secondary, className }: CtaBandProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-2xl bg-crmblue-700 px-6 py-12 text-white sm:px-12 dark:bg-crmblue-900',
        className,
      )}
    >
      {/* Text left, actions right on a wide screen: the band is full width, its content should be too. */}
      <div className="lg:flex lg:items-center lg:justify-between lg:gap-12">
        <div>
          <h2 id={id} className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 max-w-[60ch] text-crmblue-100">{text}</p>
        </div>
        <div className="mt-8 flex shrink-0 flex-col gap-3 sm:flex-row lg:mt-0 lg:flex-col xl:flex-row">
          <CtaLink href={primary.href}>{primary.label}</CtaLink>
          {secondary && (
            <CtaLink href={secondary.href} variant="secondary">
              {secondary.label}
            </CtaLink>
          )}
        </div>
      </div>
    </section>
  );
}
