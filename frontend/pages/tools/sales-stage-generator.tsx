import { usePage } from '@inertiajs/react';
import { ClipboardCopy, Info } from 'lucide-react';
import { useMemo } from 'react';
import { CtaBand } from '@/components/content/cta-band';
import { Seo, webApplicationJsonLd } from '@/components/content/seo';
import {
  AnswerForm,
  DownloadLink,
  PIPELINE_QUESTIONS,
  StageFlow,
  StageList,
  ToolHero,
  useAnswersInUrl,
} from '@/components/tools/pipeline-parts';
import { ResultEmailForm } from '@/components/tools/result-email-form';
import { Button } from '@/components/ui/button';
import { copyWithToast } from '@/lib/clipboard';
import { pipelineText } from '@shared/tools/pipeline-export';
import { generatePipeline, pipelineQuery } from '@shared/tools/sales-stages';
import type { SharedProps } from '@shared/shared-props';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/**
 * `/sales-stage-generator` (issue 20): four answers, a deal pipeline that follows them as they
 * change (computed here with the same rules the server uses for the files), the answers kept in the
 * URL so a pipeline can be shared, and the pipeline as text or CRM set-up sheets.
 */
export default function SalesStageGenerator({ inputs: initial }: PageProps<'tools/sales-stage-generator'>) {
  const { site, errors } = usePage<SharedProps>().props;
  const [inputs, setAnswer] = useAnswersInUrl(initial, routes.tools.salesStageGenerator(), pipelineQuery);
  const pipeline = useMemo(() => generatePipeline(inputs), [inputs]);
  const query = pipelineQuery(inputs);

  const copy = () =>
    copyWithToast(pipelineText(pipeline), 'Pipeline copied', 'Paste it into a doc or your CRM notes.');

  return (
    <>
      <Seo
        title="Sales-stage generator: a deal pipeline for your CRM"
        description="Answer four questions about how you sell and get a deal pipeline of 5–8 stages with definitions, entry and exit criteria, win probabilities and the fields to capture, ready for HubSpot or Pipedrive."
        canonicalPath={routes.tools.salesStageGenerator()}
        jsonLd={[
          webApplicationJsonLd(
            site.url,
            'Sales-stage generator',
            routes.tools.salesStageGenerator(),
            'Generates a CRM deal pipeline with stage definitions, criteria and probabilities.',
          ),
        ]}
      />
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 lg:py-16">
        <ToolHero title="Sales-stage generator">
          Tell us how you sell and get a deal pipeline your team can use on Monday: each stage with what it
          means, when a deal enters and leaves it, a starting win probability and the fields to capture.
        </ToolHero>

        <AnswerForm questions={PIPELINE_QUESTIONS} values={inputs} errors={errors} onAnswer={setAnswer} />

        <section aria-labelledby="pipeline-title" className="mt-12">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2
                id="pipeline-title"
                className="text-2xl font-semibold tracking-tight text-crmgray-950 dark:text-white"
              >
                Your pipeline: {pipeline.stages.length} stages
              </h2>
              <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
                Then Closed won (100%) and Closed lost (0%).
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => void copy()}>
                <ClipboardCopy className="size-4" aria-hidden="true" />
                Copy as text
              </Button>
              <DownloadLink href={`${routes.tools.pipelineCsv('hubspot.csv')}?${query}`}>
                HubSpot CSV
              </DownloadLink>
              <DownloadLink href={`${routes.tools.pipelineCsv('pipedrive.csv')}?${query}`}>
                Pipedrive CSV
              </DownloadLink>
            </div>
          </div>

          <StageFlow stages={pipeline.stages} label="Stages in order" />
          <StageList stages={pipeline.stages} />

          <ResultEmailForm
            action={routes.tools.emailPipeline()}
            extra={{ ...inputs }}
            title="Email it to me"
            description="The pipeline as text with both CSV files attached. We send nothing else unless you tick the box."
            className="mt-8 rounded-[var(--radius-card)] border border-crmgray-200 bg-crmgray-50 p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/60"
          />

          <p className="mt-6 flex max-w-[75ch] items-start gap-2 text-sm text-crmgray-600 dark:text-zinc-400">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            The probabilities are starting points, spaced evenly from 10% to 90%. Every team converts
            differently: after a quarter, replace them with your own stage-to-win rates. Neither HubSpot nor
            Pipedrive creates stages from an import; the CSV files list what to enter in the pipeline settings
            (or send to their APIs).
          </p>
        </section>

        <CtaBand
          className="mt-14"
          heading="Want a second pair of eyes on your pipeline?"
          text="We design pipelines, fields and automations with sales teams every week. In a 30-minute call we will tell you what we would change."
          primary={{ href: routes.redirects.book(), label: 'Book a call' }}
          secondary={{ href: routes.content.helpIndex(), label: 'Read our pipeline guides' }}
        />
      </div>
    </>
  );
}
