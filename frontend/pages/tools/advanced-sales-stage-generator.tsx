import { Link, usePage } from '@inertiajs/react';
import { FileText, Info, Link2 } from 'lucide-react';
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
  type Question,
} from '@/components/tools/pipeline-parts';
import { Button } from '@/components/ui/button';
import { copyWithToast } from '@/lib/clipboard';
import {
  ADVANCED_LABELS,
  RECURRING,
  TEAM_STRUCTURES,
  advancedQuery,
  generateAdvanced,
  type AdvancedInputs,
} from '@shared/tools/advanced-pipeline';
import type { SharedProps } from '@shared/shared-props';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const QUESTIONS: Array<Question<keyof AdvancedInputs>> = [
  ...PIPELINE_QUESTIONS,
  { key: 'team', label: ADVANCED_LABELS.team, choices: TEAM_STRUCTURES },
  { key: 'recurring', label: ADVANCED_LABELS.recurring, choices: RECURRING },
];

/**
 * `/advanced-sales-stage-generator` (issue 20): the basic generator's answers plus team structure and
 * recurring revenue; new business and renewal pipelines with owners, required fields, automations,
 * rotting thresholds and forecast categories. The answers live in the URL, so a design can be shared.
 */
export default function AdvancedSalesStageGenerator({
  inputs: initial,
}: PageProps<'tools/advanced-sales-stage-generator'>) {
  const { site } = usePage<SharedProps>().props;
  const [inputs, answer] = useAnswersInUrl(initial, routes.tools.advancedGenerator(), advancedQuery);
  const result = useMemo(() => generateAdvanced(inputs), [inputs]);
  const query = advancedQuery(inputs);
  const link = `${site.url}/advanced-sales-stage-generator?${query}`;

  const copyLink = () => copyWithToast(link, 'Link copied', 'It opens this design with these answers.');

  const file = (name: string) => `${routes.tools.advancedFile(name)}?${query}`;

  return (
    <>
      <Seo
        title="Advanced sales-stage generator: pipelines, owners, automations and forecast"
        description="Design new business and renewal pipelines for your CRM: stages with owners, required fields, automations, rotting thresholds and forecast categories, as CSV or a printable PDF."
        canonicalPath={routes.tools.advancedGenerator()}
        jsonLd={[
          webApplicationJsonLd(
            site.url,
            'Advanced sales-stage generator',
            routes.tools.advancedGenerator(),
            'Designs CRM pipelines with stage owners, required fields, automations, rotting thresholds and forecast categories.',
          ),
        ]}
      />
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 lg:py-16">
        <ToolHero title="Advanced sales-stage generator">
          The whole pipeline design for a team: who owns each stage, what must be filled in before a deal
          moves on, the tasks and alerts to automate, when a quiet deal is flagged, and how each stage counts
          in the forecast. Just need the stages?{' '}
          <Link
            href={routes.tools.salesStageGenerator()}
            className="font-medium text-crmblue-700 underline dark:text-crmblue-300"
          >
            Use the simple generator
          </Link>
          .
        </ToolHero>

        <AnswerForm questions={QUESTIONS} values={inputs} errors={{}} onAnswer={answer} />

        <div className="mt-10 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void copyLink()}>
            <Link2 className="size-4" aria-hidden="true" />
            Copy link
          </Button>
          <DownloadLink href={file('pipeline.pdf')} icon={FileText}>
            PDF to print
          </DownloadLink>
          <DownloadLink href={file('pipeline.csv')}>Full design (CSV)</DownloadLink>
          <DownloadLink href={file('pipedrive.csv')}>Pipedrive stages (CSV)</DownloadLink>
        </div>

        {result.pipelines.map((pipeline) => {
          const id = `pipeline-${pipeline.name.toLowerCase().replace(/\W+/g, '-')}`;
          return (
            <section key={pipeline.name} aria-labelledby={id} className="mt-12" data-testid={id}>
              <h2 id={id} className="text-2xl font-semibold tracking-tight text-crmgray-950 dark:text-white">
                {pipeline.name}: {pipeline.stages.length} stages
              </h2>
              <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
                Then Closed won (forecast: Closed) and Closed lost (Omitted). A deal is flagged after{' '}
                {pipeline.stages[0].rottingDays} days in a stage without activity.
              </p>
              <StageFlow stages={pipeline.stages} label={`${pipeline.name} stages in order`} />
              <StageList stages={pipeline.stages} />
            </section>
          );
        })}

        <p className="mt-8 flex max-w-[75ch] items-start gap-2 text-sm text-crmgray-600 dark:text-zinc-400">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Probabilities are starting points (replace them with your own stage-to-win rates after a quarter).
          Forecast categories follow Salesforce&apos;s: Pipeline under 40%, Best case from 40%, Commit from
          70%. Rotting thresholds are each stage&apos;s share of a typical cycle plus half again; Pipedrive
          applies them per stage (&ldquo;rotting in days&rdquo;), other CRMs through a workflow.
        </p>

        <CtaBand
          className="mt-14"
          heading="Want it built, not just designed?"
          text="We set up pipelines, required fields and automations in HubSpot, Pipedrive, Salesforce and Zoho, and train the team to use them."
          primary={{ href: routes.redirects.book(), label: 'Book a call' }}
          secondary={{ href: routes.pages.servicesImplementation(), label: 'About implementation' }}
        />
      </div>
    </>
  );
}
