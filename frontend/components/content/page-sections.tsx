import { CheckCircle2 } from 'lucide-react';
import { CtaBand } from '@/components/content/cta-band';
import { FaqList } from '@/components/content/faq-list';
import { LinkCards } from '@/components/content/link-cards';
import { ContactForm } from '@/components/leads/contact-form';
import { JumpstartForm } from '@/components/leads/jumpstart-form';
import { cn } from '@/lib/cn';
import { slugify } from '@shared/slugify';
import type { PageSection } from '@shared/pages/content-types';
import { BALANCED_GRID, balancedSpan } from '@/components/ui/balanced-grid';

const card =
  'rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900';

/** Every question in a page's FAQ sections (for FAQPage JSON-LD). */
export function faqOf(sections: PageSection[]) {
  return sections.flatMap((section) => (section.type === 'faq' ? section.items : []));
}

/** The building blocks a marketing page's frontmatter lists under `sections`. */
export function PageSections({ sections }: { sections: PageSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <Section key={`${section.type}-${index}`} section={section} shaded={index % 2 === 1} />
      ))}
    </>
  );
}

function Section({ section, shaded }: { section: PageSection; shaded: boolean }) {
  // Headings are anchors (#their-slug); a form's section is the anchor CTAs link to (#apply).
  const headingId = section.type === 'form' ? `${section.id}-heading` : slugify(section.heading);
  if (section.type === 'cta') {
    return (
      <div className="px-4 py-12 sm:px-6">
        <CtaBand
          className="mx-auto max-w-[1200px]"
          heading={section.heading}
          text={section.text}
          primary={section.primaryCta}
          secondary={section.secondaryCta}
        />
      </div>
    );
  }
  return (
    <section
      id={section.type === 'form' ? section.id : undefined}
      aria-labelledby={headingId}
      className={cn('scroll-mt-20', shaded ? 'bg-crmgray-50 py-16 dark:bg-zinc-900/40' : 'py-16')}
    >
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <h2
          id={headingId}
          className="text-2xl font-semibold tracking-tight text-crmgray-950 sm:text-3xl dark:text-white"
        >
          {section.heading}
        </h2>
        {'intro' in section && section.intro && (
          <p className="mt-3 max-w-[65ch] text-crmgray-600 dark:text-zinc-400">{section.intro}</p>
        )}
        <div className="mt-8">
          <SectionBody section={section} />
        </div>
      </div>
    </section>
  );
}

function SectionBody({ section }: { section: Exclude<PageSection, { type: 'cta' }> }) {
  switch (section.type) {
    case 'features':
      return (
        <ul className={`gap-6 ${BALANCED_GRID}`}>
          {section.items.map((item, index) => (
            <li key={item.title} className={`${card} ${balancedSpan(index, section.items.length)}`}>
              <h3 className="font-semibold text-crmgray-900 dark:text-zinc-100">{item.title}</h3>
              <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">{item.text}</p>
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className={`gap-8 ${BALANCED_GRID}`}>
          {section.items.map((item, index) => (
            <li key={item.title} className={balancedSpan(index, section.items.length)}>
              <span className="tabular flex size-9 items-center justify-center rounded-full bg-crmblue-600 text-sm font-semibold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-crmgray-900 dark:text-zinc-100">{item.title}</h3>
              <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">{item.text}</p>
            </li>
          ))}
        </ol>
      );
    case 'list':
      return (
        <ul className="grid max-w-[70ch] gap-3">
          {section.items.map((item) => (
            <li key={item} className="flex gap-3 text-crmgray-700 dark:text-zinc-300">
              <CheckCircle2
                className="mt-0.5 size-5 shrink-0 text-crmturquoise-600 dark:text-crmturquoise-400"
                aria-hidden="true"
              />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    case 'links':
      return <LinkCards items={section.items} />;
    case 'faq':
      return <FaqList items={section.items} />;
    case 'form':
      return section.form === 'contact' ? <ContactForm /> : <JumpstartForm />;
  }
}
