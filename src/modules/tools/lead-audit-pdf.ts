import { PDFDocument } from 'pdf-lib';
import { COLORS, embedInter, MARGIN, Writer } from '@common/pdf/pdf-writer';
import { AUDIT_QUESTIONS, type AuditAnswers, type AuditResult } from '@shared/tools/lead-audit';

/** The full report as a PDF: score and grade, each area's finding, the fixes in order, the answers. */
export async function leadAuditPdf(
  result: AuditResult,
  answers: AuditAnswers,
  link: string,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = await embedInter(doc);
  doc.setTitle('Inbound lead audit');
  doc.setAuthor('Clearline CRM Advisory');
  const w = new Writer(doc, fonts, 'Clearline CRM Advisory · Inbound lead audit');
  w.text('Clearline CRM Advisory', { size: 9, bold: true, color: COLORS.blue, gap: 6 });
  w.text('Inbound lead audit', { size: 20, bold: true, gap: 6 });
  w.text(`Score ${result.score} out of 100 · grade ${result.grade}: ${result.gradeLabel}`, {
    size: 12,
    bold: true,
    gap: 2,
  });
  w.text(`Online: ${link}`, { size: 8, color: COLORS.muted, gap: 4 });
  w.rule();
  w.text('What to fix first', { size: 14, bold: true, gap: 4 });
  if (result.fixes.length === 0) w.text('Nothing: every area has full marks.', { size: 10, gap: 4 });
  for (const [index, fix] of result.fixes.entries()) {
    w.ensure(70);
    w.text(`${index + 1}. ${fix.label} (up to ${fix.gain} points)`, { size: 11, bold: true, gap: 1 });
    w.text(fix.fix, { size: 9.5, x: MARGIN + 10, gap: 1 });
    w.text(`Expected effect: ${fix.effect}`, { size: 9, x: MARGIN + 10, color: COLORS.muted, gap: 6 });
  }
  w.rule();
  w.text('By area', { size: 14, bold: true, gap: 4 });
  for (const area of result.areas)
    w.text(`${area.label}: ${area.score}/100. ${area.finding}`, { size: 9.5, gap: 2 });
  w.rule();
  w.text('Your answers', { size: 14, bold: true, gap: 4 });
  for (const question of AUDIT_QUESTIONS) {
    const answer = question.options.find((option) => option.value === answers[question.id])?.label ?? '—';
    w.ensure(30);
    w.text(question.text, { size: 9, color: COLORS.muted, gap: 0 });
    w.text(answer, { size: 9.5, gap: 3 });
  }
  return Buffer.from(await doc.save());
}
