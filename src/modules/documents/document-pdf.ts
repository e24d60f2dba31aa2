import { PDFDocument } from 'pdf-lib';
import { markdownBlocks, writeBlocks } from '@common/pdf/markdown-blocks';
import { COLORS, embedInter, Writer } from '@common/pdf/pdf-writer';

/** One version of a hand-over document, as its PDF prints it. */
export interface DocumentPdfData {
  issuer: string;
  title: string;
  version: number;
  publishedOn: string;
  note: string;
  body: string;
}

/** A document version as an A4 PDF: who wrote it, which version, then the text. Made in the CPU pool. */
export async function renderDocumentPdf(data: DocumentPdfData): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = await embedInter(doc);
  doc.setTitle(`${data.title} (version ${data.version})`);
  doc.setAuthor(data.issuer);
  const w = new Writer(doc, fonts, `${data.issuer} · ${data.title} · version ${data.version}`);
  w.text(data.issuer, { size: 9, bold: true, color: COLORS.blue, gap: 4 });
  w.text(data.title, { size: 20, bold: true, gap: 4 });
  w.text(`Version ${data.version}, published ${data.publishedOn}${data.note ? ` · ${data.note}` : ''}`, {
    size: 9,
    color: COLORS.muted,
  });
  w.rule();
  writeBlocks(w, markdownBlocks(data.body));
  return Buffer.from(await doc.save());
}
