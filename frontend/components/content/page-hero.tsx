import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { CtaLink } from '@/components/content/cta-link';
import type { Cta } from '@shared/pages/content-types';

interface PageHeroProps {
  eyebrow?: string;
  heading: string;
  lead: string;
  primaryCta?: Cta;
  secondaryCta?: Cta;
  children?: ReactNode;
}

export function PageHero({ eyebrow, heading, lead, primaryCta, secondaryCta, children }: PageHeroProps) {
  return (
    <section className="border-b border-crmgray-100 bg-gradient-to-b from-crmblue-50 to-white dark:border-zinc-800 dark:from-crmblue-950/40 dark:to-surface-dark">
      <div className="mx-auto max-w-[1200px] px-4 py-14 sm:px-6 lg:py-20">
        {children}
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-crmblue-700 uppercase dark:text-crmblue-300">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-3 max-w-[24ch] text-4xl font-semibold tracking-tight text-balance text-crmgray-950 sm:text-5xl dark:text-white">
          {heading}
        </h1>
        <p className="mt-5 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">{lead}</p>
        {(primaryCta || secondaryCta) && (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {primaryCta && (
              <CtaLink href={primaryCta.href}>
                {primaryCta.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </CtaLink>
            )}
            {secondaryCta && (
              <CtaLink href={secondaryCta.href} variant="secondary">
                {secondaryCta.label}
              </CtaLink>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
