import { PDFDocument } from 'pdf-lib';
import { COLORS, embedInter, MARGIN, Writer } from '@common/pdf/pdf-writer';
import { describeInputs } from '@shared/tools/pipeline-export';
import { TEAM_STRUCTURES, type AdvancedResult } from '@shared/tools/advanced-pipeline';

/** The advanced generator's design as a printable PDF: each pipeline, each stage with its rules. */
export async function renderPipelinePdf(result: AdvancedResult, link: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = await embedInter(doc);
  doc.setTitle('Sales pipeline design');
  doc.setAuthor('Clearline CRM Advisory');
  const w = new Writer(doc, fonts, 'Clearline CRM Advisory · Sales pipeline design');
  w.text('Clearline CRM Advisory', { size: 9, bold: true, color: COLORS.blue, gap: 6 });
  w.text('Sales pipeline design', { size: 20, bold: true, gap: 6 });
  w.text(`${describeInputs(result.inputs)}. ${TEAM_STRUCTURES[result.inputs.team]}.`, {
    size: 10,
    color: COLORS.muted,
    gap: 2,
  });
  w.text(`Reopen and change it: ${link}`, { size: 8, color: COLORS.muted, gap: 4 });
  for (const pipeline of result.pipelines) {
    w.rule();
    w.text(`${pipeline.name}: ${pipeline.stages.length} stages, then Closed won and Closed lost`, {
      size: 14,
      bold: true,
      gap: 6,
    });
    for (const [index, stage] of pipeline.stages.entries()) {
      w.ensure(90);
      w.text(`${index + 1}. ${stage.name}`, { size: 11, bold: true, gap: 1 });
      w.text(
        `${stage.probability}% · ${stage.forecastCategory} · owner: ${stage.owner} · flagged after ${stage.rottingDays} days without activity`,
        { size: 8.5, color: COLORS.muted, gap: 2 },
      );
      w.text(stage.definition, { size: 9.5, gap: 2 });
      const x = MARGIN + 10;
      w.text(`Enters when: ${stage.entry}`, { size: 9, x, gap: 1 });
      w.text(`Moves on when: ${stage.exit}`, { size: 9, x, gap: 1 });
      w.text(`Required before it moves on: ${stage.requiredFields.join(', ')}`, { size: 9, x, gap: 1 });
      for (const automation of stage.automations)
        w.text(`${automation.kind[0].toUpperCase()}${automation.kind.slice(1)}: ${automation.text}`, {
          size: 9,
          x,
          gap: 1,
        });
      w.text('', { gap: 6 });
    }
  }
  w.rule();
  w.text(
    'The probabilities are starting points; after a quarter, replace them with your own stage-to-win rates. Forecast categories follow Salesforce’s (Pipeline, Best case, Commit; Closed and Omitted for closed deals).',
    { size: 8.5, color: COLORS.muted },
  );
  return Buffer.from(await doc.save());
}
