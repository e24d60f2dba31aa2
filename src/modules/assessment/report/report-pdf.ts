import { PDFDocument, PDFPage, rgb, type RGB } from 'pdf-lib';
import { COLORS, embedInter, MARGIN, Writer, type Fonts } from '@common/pdf/pdf-writer';
import { ordinal } from '@shared/assessment';
import type { AssessmentReport } from './assessment-report';
import { formatDate } from '@shared/dates';

/** Band colours as on the site (the label always says the band too). */
const BAND_COLORS: Record<string, RGB> = {
  foundational: rgb(0.725, 0.11, 0.11),
  developing: rgb(0.706, 0.325, 0.035),
  established: COLORS.blue,
  advanced: COLORS.turquoise,
};

function drawRadar(page: PDFPage, fonts: Fonts, report: AssessmentReport, centre: { x: number; y: number }) {
  const radius = 92;
  const count = report.dimensions.length;
  const point = (index: number, value: number) => {
    const angle = Math.PI / 2 - (2 * Math.PI * index) / count;
    return {
      x: centre.x + radius * (value / 100) * Math.cos(angle),
      y: centre.y + radius * (value / 100) * Math.sin(angle),
    };
  };
  // drawSvgPath uses SVG's downward y axis from the given origin: flip y relative to the centre.
  const svgPath = (points: Array<{ x: number; y: number }>) =>
    `${points.map((p, index) => `${index === 0 ? 'M' : 'L'} ${p.x - centre.x} ${centre.y - p.y}`).join(' ')} Z`;
  for (const ring of [25, 50, 75, 100]) {
    page.drawSvgPath(svgPath(report.dimensions.map((_, index) => point(index, ring))), {
      x: centre.x,
      y: centre.y,
      borderColor: COLORS.faint,
      borderWidth: 0.6,
    });
  }
  report.dimensions.forEach((dimension, index) => {
    const end = point(index, 100);
    page.drawLine({ start: centre, end, thickness: 0.5, color: COLORS.faint });
    const label = point(index, 118);
    const width = fonts.regular.width(dimension.label, 8);
    const x =
      label.x < centre.x - 5 ? label.x - width : label.x > centre.x + 5 ? label.x : label.x - width / 2;
    fonts.regular.draw(page, dimension.label, { x, y: label.y - 3, size: 8, color: COLORS.muted });
  });
  page.drawSvgPath(svgPath(report.dimensions.map((dimension, index) => point(index, dimension.score ?? 0))), {
    x: centre.x,
    y: centre.y,
    color: COLORS.blue,
    opacity: 0.25,
    borderColor: COLORS.blue,
    borderWidth: 1.5,
  });
}

const submittedOn = (report: AssessmentReport) => formatDate(new Date(report.submittedAt));

/** The report as an A4 PDF: score, radar chart, dimension table, three recommendations, next steps. */
export async function renderReportPdf(
  report: AssessmentReport,
  links: { reportUrl: string; bookUrl: string; jumpstartUrl: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const embedded = await embedInter(doc);
  const title = `CRM health report${report.company ? ` for ${report.company}` : ''}`;
  doc.setTitle(title);
  doc.setAuthor('Clearline CRM Advisory');
  doc.setSubject(`CRM health score ${report.overall} / 100 (${report.band.label})`);
  doc.setCreationDate(new Date(report.submittedAt));

  const submitted = submittedOn(report);
  const w = new Writer(
    doc,
    embedded,
    `Clearline CRM Advisory · CRM health report · question bank v${report.version} · ${submittedOn(report)}`,
  );
  w.text('Clearline CRM Advisory', { size: 9, bold: true, color: COLORS.blue, gap: 6 });
  w.text(title, { size: 20, bold: true, gap: 2 });
  w.text([report.name, report.crm, report.companySize, submitted].filter(Boolean).join(' · '), {
    size: 10,
    color: COLORS.muted,
    gap: 10,
  });
  w.rule();

  // Score block (left) and radar chart (right), side by side.
  const top = w.y;
  w.text('CRM health score', { size: 10, color: COLORS.muted, gap: 4 });
  w.text(`${report.overall} / 100`, { size: 34, bold: true, gap: 4 });
  w.text(`Maturity band: ${report.band.label}`, {
    size: 12,
    bold: true,
    color: BAND_COLORS[report.band.id] ?? COLORS.ink,
    gap: 10,
  });
  if (report.adoption !== null)
    w.text(`System adoption score: ${report.adoption} / 100`, { size: 10, gap: 10 });
  w.text(
    report.benchmark.shown
      ? `Percentiles compare you with ${report.benchmark.responses} completed assessments.`
      : `Our own percentiles appear once ${report.benchmark.minimum} assessments are complete${report.published.length ? '; published studies compare some answers below' : ''}.`,
    { size: 9, color: COLORS.muted, width: 220 },
  );
  drawRadar(w.page, embedded, report, { x: 395, y: top - 120 });
  w.y = Math.min(w.y, top - 250);

  w.text('Scores by dimension', { size: 13, bold: true, gap: 4 });
  const columns = [MARGIN, 260, 360];
  w.ensure(20);
  w.y -= 14;
  ['Dimension', 'Score', 'Percentile'].forEach((header, index) =>
    embedded.bold.draw(w.page, header, { x: columns[index], y: w.y, size: 9, color: COLORS.muted }),
  );
  for (const dimension of report.dimensions) {
    w.ensure(16);
    w.y -= 15;
    const cells = [
      dimension.label,
      dimension.score === null ? 'not answered' : `${dimension.score}`,
      dimension.percentile === null ? '–' : `${ordinal(dimension.percentile)} percentile`,
    ];
    cells.forEach((cell, index) =>
      embedded.regular.draw(w.page, cell, { x: columns[index], y: w.y, size: 10, color: COLORS.ink }),
    );
  }
  w.y -= 6;
  w.rule();

  if (report.published.length) {
    w.ensure(90);
    w.text('Compared with published studies', { size: 13, bold: true, gap: 4 });
    for (const comparison of report.published) {
      w.ensure(70);
      w.text(`${comparison.question} Your answer: ${comparison.answer}.`, { size: 10, bold: true, gap: 2 });
      w.text(comparison.sentence, { size: 10, gap: 2 });
      w.text(`Source: ${comparison.study.citation}, checked ${formatDate(comparison.study.checked)}`, {
        size: 8,
        color: COLORS.muted,
        gap: 8,
      });
    }
    w.rule();
  }

  w.ensure(170); // the heading stays with the first recommendation
  w.text('Your top three recommendations', { size: 13, bold: true, gap: 6 });
  report.recommendations.forEach((recommendation, index) => {
    w.ensure(130); // keep a recommendation on one page
    w.text(`${index + 1}. ${recommendation.title}`, { size: 11, bold: true, gap: 2 });
    w.text(
      `${report.dimensions.find((d) => d.id === recommendation.dimension)?.label} · effort: ${recommendation.effort}`,
      { size: 9, color: COLORS.muted, gap: 2 },
    );
    w.text(recommendation.why, { size: 10, gap: 3 });
    for (const step of recommendation.steps) w.text(`•  ${step}`, { size: 10, x: MARGIN + 10 });
    w.y -= 8;
  });
  if (report.recommendations.length === 0) {
    w.text('Every dimension scores 80 or more: keep the routines that got you here.', { size: 10, gap: 8 });
  }
  w.rule();
  w.text('Next steps', { size: 13, bold: true, gap: 4 });
  w.text(`Book a 30-minute call to go through this report: ${links.bookUrl}`, { size: 10, gap: 2 });
  w.text(`Apply for the Jumpstart programme to fix the top gaps with us: ${links.jumpstartUrl}`, {
    size: 10,
    gap: 2,
  });
  w.text(`Your report online: ${links.reportUrl}`, { size: 10, color: COLORS.blue });
  return doc.save();
}
