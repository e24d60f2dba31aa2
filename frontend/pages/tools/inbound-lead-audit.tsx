import { useForm, usePage } from '@inertiajs/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { Seo, webApplicationJsonLd } from '@/components/content/seo';
import { ToolHero } from '@/components/tools/pipeline-parts';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormAlert } from '@/components/ui/text-field';
import { AUDIT_AREAS, AUDIT_QUESTIONS, type AuditArea } from '@shared/tools/lead-audit';
import type { SharedProps } from '@shared/shared-props';
import { routes } from '@shared/routes';

const AREAS = Object.entries(AUDIT_AREAS) as Array<[AuditArea, string]>;

/**
 * `/inbound-lead-audit` (issue 20): 16 questions in eight areas of lead handling; the server scores
 * them and sends the visitor to their results (an unguessable link).
 */
export default function InboundLeadAudit() {
  const { site } = usePage<SharedProps>().props;
  const form = useForm<{ answers: Record<string, string> }>({ answers: {} });
  const errors = form.errors as Record<string, string | undefined>;
  const formRef = useRef<HTMLFormElement>(null);
  const answered = Object.keys(form.data.answers).length;

  // After a refused submit, the first unanswered question takes focus.
  useEffect(() => {
    if (Object.keys(form.errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"] input')?.focus();
  }, [form.errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform((data) => ({ ...data, source_path: window.location.pathname }));
    form.post(routes.tools.submit(), { preserveScroll: true });
  };

  return (
    <>
      <Seo
        title="Inbound lead audit: how well does your team handle leads?"
        description="Sixteen questions on speed to lead, routing, qualification, scoring, follow-up, source tracking, the marketing–sales agreement and data capture: a score out of 100 and the fixes that matter most."
        canonicalPath={routes.tools.page()}
        jsonLd={[
          webApplicationJsonLd(
            site.url,
            'Inbound lead audit',
            routes.tools.page(),
            'Scores how a team handles inbound leads and lists the fixes with the largest effect.',
          ),
        ]}
      />
      <ToolHero title="Inbound lead audit">
        Sixteen questions, about four minutes. You get a score out of 100, what is working and what is not in
        each of eight areas, and the fixes that would win back the most leads, in order.
      </ToolHero>

      <form
        method="post"
        action={routes.tools.submit()}
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label="Lead audit"
        className="mt-10 space-y-10"
      >
        <FormAlert message={errors.form} />
        {AREAS.map(([area, label]) => (
          <section
            key={area}
            aria-labelledby={`area-${area}`}
            className="space-y-6 rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 sm:p-8 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <h2 id={`area-${area}`} className="text-lg font-semibold text-crmgray-950 dark:text-white">
              {label}
            </h2>
            {AUDIT_QUESTIONS.filter((question) => question.area === area).map((question) => (
              <ChoiceGroup
                key={question.id}
                legend={question.text}
                options={question.options}
                value={form.data.answers[question.id]}
                onChange={(value) => form.setData('answers', { ...form.data.answers, [question.id]: value })}
                error={errors[question.id]}
              />
            ))}
          </section>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="tabular text-sm text-crmgray-600 dark:text-zinc-400" role="status">
            {answered} of {AUDIT_QUESTIONS.length} answered
          </p>
          <Button type="submit" variant="accent" size="lg" loading={form.processing}>
            See my score
          </Button>
        </div>
      </form>
    </>
  );
}
