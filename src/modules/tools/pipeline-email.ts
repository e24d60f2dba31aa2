import type { EmailContent, MailAttachment } from '@modules/mail';
import { describeInputs, hubspotCsv, pipedriveCsv, pipelineText } from '@shared/tools/pipeline-export';
import { pipelineQuery, type Pipeline } from '@shared/tools/sales-stages';

const file = (filename: string, contentType: string, text: string): MailAttachment => ({
  filename,
  contentType,
  contentBase64: Buffer.from(text, 'utf8').toString('base64'),
});

/** The generator's email: every stage in the body, and the text and both set-up sheets attached. */
export function pipelineEmail(
  pipeline: Pipeline,
  siteUrl: string,
): { content: EmailContent; attachments: MailAttachment[] } {
  return {
    content: {
      template: 'tools/sales-pipeline',
      subject: `Your sales pipeline: ${pipeline.stages.length} stages`,
      heading: 'Your sales pipeline',
      blocks: [
        `For ${describeInputs(pipeline.inputs)}. The files for HubSpot and Pipedrive are attached, with the same pipeline as text.`,
        {
          details: pipeline.stages.map((stage, index) => [
            `${index + 1}. ${stage.name} (${stage.probability}%)`,
            `${stage.definition} Moves on when: ${stage.exit}`,
          ]),
        },
        'Then Closed won (100%) and Closed lost (0%). The probabilities are starting points: after a quarter, replace them with your own stage-to-win rates.',
      ],
      action: {
        label: 'Open it again',
        url: `${siteUrl}/sales-stage-generator?${pipelineQuery(pipeline.inputs)}`,
      },
      footer: {
        text: 'You asked for this email on our sales-stage generator. We send nothing else unless you subscribed.',
      },
    },
    attachments: [
      file('sales-pipeline.txt', 'text/plain; charset=utf-8', pipelineText(pipeline)),
      file('sales-pipeline-hubspot.csv', 'text/csv; charset=utf-8', hubspotCsv(pipeline)),
      file('sales-pipeline-pipedrive.csv', 'text/csv; charset=utf-8', pipedriveCsv(pipeline)),
    ],
  };
}
