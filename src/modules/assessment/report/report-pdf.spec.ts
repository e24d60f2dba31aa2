import { CURRENT_BANK, scoreResponse, type Answers } from '@shared/assessment';
import { WORKED_EXAMPLE } from '@shared/assessment/worked-example';
import { pdfText } from '../../../../test/support/pdf-text';
import type { AssessmentResponse } from '../assessment-response.entity';
import { buildReport } from './assessment-report';
import { renderReportPdf } from './report-pdf';

const LINKS = {
  reportUrl: `https://www.clearline.example/assessment/report/${'x'.repeat(36)}?token=${'y'.repeat(32)}`,
  bookUrl: 'https://www.clearline.example/book',
  jumpstartUrl: 'https://www.clearline.example/jumpstart',
};

function reportFor(answers: Answers, name: string) {
  const response = {
    id: '7c1f7a4e-0000-4000-8000-000000000001',
    bankVersion: 1,
    answers,
    result: scoreResponse(CURRENT_BANK, answers),
    name,
    crm: 'hubspot',
    companySize: '11-50',
    submittedAt: new Date('2026-11-23T10:00:00Z'),
    updatedAt: new Date('2026-11-23T10:00:00Z'),
  } as unknown as AssessmentResponse;
  return buildReport(response, { percentiles: null, responses: 3, minimum: 10 });
}

describe('PDF report', () => {
  it('draws extended Latin names, replaces what the fonts lack, and keeps the score and advice', async () => {
    const report = reportFor(
      { ...WORKED_EXAMPLE, company: 'Łódź Młyny Sp. z o.o. 东京' },
      'Zoë Ångström-Łukasiewicz',
    );
    const text = await pdfText(await renderReportPdf(report, LINKS));
    expect(text).toContain('CRM health report for Łódź Młyny Sp. z o.o. ??');
    expect(text).toContain('Zoë Ångström-Łukasiewicz');
    expect(text).toContain('39.5 / 100');
    expect(text).toContain('1. Define exit criteria for every pipeline stage');
    // The long report link is broken across lines instead of running off the page.
    expect(text.replace(/\n/g, '')).toContain(LINKS.reportUrl);
  });

  it('says so when no dimension needs a recommendation', async () => {
    const best = { ...WORKED_EXAMPLE };
    for (const section of CURRENT_BANK.sections) {
      for (const question of section.questions) {
        if (question.type === 'scale') best[question.id] = 5;
        if (question.type === 'single' && question.scoring?.length) {
          best[question.id] = [...question.options].sort(
            (a, b) => (b.score ?? -1) - (a.score ?? -1),
          )[0].value;
        }
      }
    }
    const report = reportFor(best, 'Dana');
    expect(report.recommendations).toEqual([]);
    const text = await pdfText(await renderReportPdf(report, LINKS));
    expect(text).toContain('Every dimension scores 80 or more');
    expect(text).toContain('100 / 100');
  });
});
