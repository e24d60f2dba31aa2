import { PDFDocument } from 'pdf-lib';
import { A4, COLORS, embedInter, Face, wrap } from '@common/pdf/pdf-writer';

/** What a certificate says: who finished which course, when, and how to check it. */
export interface CertificateData {
  learner: string;
  course: string;
  lessons: number;
  minutes: number;
  issuedOn: string;
  number: string;
  issuer: string;
}

const PAGE = { width: A4.height, height: A4.width };

/** One landscape A4 page, centred lines. Made in the CPU pool (certificate.processor.ts). */
export async function renderCertificatePdf(data: CertificateData): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = await embedInter(doc);
  doc.setTitle(`Certificate of completion: ${data.course}`);
  doc.setAuthor(data.issuer);
  doc.setSubject(`${data.learner} completed ${data.course}`);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: COLORS.blue,
    borderWidth: 1.5,
  });
  let y = PAGE.height - 110;
  const centred = (text: string, size: number, face: Face, color = COLORS.ink, gap = 10) => {
    for (const line of wrap(face, text, size, PAGE.width - 160)) {
      face.draw(page, line, { x: (PAGE.width - face.width(line, size)) / 2, y, size, color });
      y -= size * 1.3;
    }
    y -= gap;
  };
  centred(data.issuer.toUpperCase(), 11, fonts.bold, COLORS.blue, 26);
  centred('Certificate of completion', 30, fonts.bold, COLORS.ink, 30);
  centred('This certifies that', 12, fonts.regular, COLORS.muted, 6);
  centred(data.learner, 28, fonts.bold, COLORS.ink, 14);
  centred('has completed the course', 12, fonts.regular, COLORS.muted, 6);
  centred(data.course, 20, fonts.bold, COLORS.ink, 10);
  centred(
    `${data.lessons} lessons, about ${data.minutes} minutes of study, each lesson's quiz passed`,
    11,
    fonts.regular,
    COLORS.muted,
    40,
  );
  centred(`Issued ${data.issuedOn}`, 11, fonts.regular, COLORS.ink, 4);
  centred(`Certificate ${data.number}`, 9, fonts.regular, COLORS.muted, 0);
  return Buffer.from(await doc.save());
}
