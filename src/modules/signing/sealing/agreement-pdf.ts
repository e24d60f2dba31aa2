import { readFileSync } from 'node:fs';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument, PDFFont } from 'pdf-lib';
import QRCode from 'qrcode';
import { userAgentLabel } from '@common/http/user-agent';
import { markdownBlocks, writeBlocks } from '@common/pdf/markdown-blocks';
import { COLORS, embedInter, MARGIN, Writer } from '@common/pdf/pdf-writer';
import { formatMoney } from '@shared/signing';
import { vatLabel } from '@shared/fees';
import type { Agreement } from '../entities/agreement.entity';
import type { AgreementEvent } from '../entities/agreement-event.entity';
import type { SealKeys } from './seal-keys';
import { PadesSigner } from './pades-signer';
import { formatTimestamp } from '@shared/dates';
import { SITE_NAME } from '@shared/site';

/** Caveat (SIL Open Font License, @fontsource/caveat): a typed signature in a handwriting face. */
const HANDWRITING = require.resolve('@fontsource/caveat/files/caveat-latin-400-normal.woff');

const SENDER = SITE_NAME;
/** "24 Nov 2026, 14:03:12 UTC" and, when the signer's zone is known, the same in it. */
export function timeWithZone(date: Date | null, zone: string | null): string {
  if (!date) return '—';
  let local = '';
  try {
    if (zone && zone !== 'UTC') local = ` (${formatTimestamp(date, zone)})`;
  } catch {
    local = '';
  }
  return `${formatTimestamp(date)}${local}`;
}

function writeAgreement(w: Writer, agreement: Agreement): void {
  w.text(SENDER, { size: 9, bold: true, color: COLORS.blue, gap: 4 });
  w.text(`${agreement.title} · ${agreement.code}`, { size: 9, color: COLORS.muted, gap: 10 });
  writeBlocks(w, markdownBlocks(agreement.body));
}

/** One signature on the signature page: the client's, then the consultancy's countersignature. */
interface SignatureBlock {
  heading: string;
  method: 'typed' | 'drawn' | null;
  name: string;
  image: string | null;
  email: string;
  at: Date | null;
  zone: string | null;
}

/** The signatures in signing order: the client, then (when the template asks for it) the countersigner. */
export function signatureBlocks(agreement: Agreement): SignatureBlock[] {
  const blocks: SignatureBlock[] = [
    {
      heading: 'Signed by the client',
      method: agreement.signatureMethod,
      name: agreement.signatureName ?? agreement.signerName,
      image: agreement.signatureImage,
      email: agreement.signerEmail,
      at: agreement.signedAt,
      zone: agreement.signerTimeZone,
    },
  ];
  if (agreement.countersignerEmail && agreement.countersignedAt)
    blocks.push({
      heading: `Countersigned for ${SENDER}`,
      method: agreement.countersignatureMethod,
      name: agreement.countersignatureName ?? agreement.countersignerEmail,
      image: agreement.countersignatureImage,
      email: agreement.countersignerEmail,
      at: agreement.countersignedAt,
      zone: null,
    });
  return blocks;
}

async function writeSignature(
  w: Writer,
  doc: PDFDocument,
  signature: SignatureBlock,
  handwriting: PDFFont,
): Promise<void> {
  w.ensure(140);
  w.rule();
  w.text(signature.heading, { size: 10, bold: true, gap: 6 });
  if (signature.method === 'drawn' && signature.image?.startsWith('data:image/png;base64,')) {
    const image = await doc.embedPng(Buffer.from(signature.image.split(',')[1], 'base64'));
    const scale = Math.min(220 / image.width, 70 / image.height);
    w.y -= image.height * scale;
    w.page.drawImage(image, { x: MARGIN, y: w.y, width: image.width * scale, height: image.height * scale });
    w.y -= 6;
  } else {
    w.y -= 34;
    w.page.drawText(signature.name, { x: MARGIN, y: w.y, size: 30, font: handwriting, color: COLORS.ink });
    w.y -= 10;
  }
  w.text(`${signature.name} · ${signature.email}`, { size: 9, gap: 2 });
  w.text(`Signed ${timeWithZone(signature.at, signature.zone)}`, { size: 9, color: COLORS.muted });
}

/** The fee as the certificate states it: the payment itself is recorded on its receipt, after the seal. */
function feeText(agreement: Agreement): string {
  if (!agreement.amountMinor || !agreement.currency) return 'No payment on signing';
  const total = formatMoney(agreement.amountMinor, agreement.currency);
  const tax =
    agreement.taxTreatment === 'standard'
      ? ` including ${vatLabel(agreement.taxRate)} ${formatMoney(agreement.taxMinor ?? 0, agreement.currency)}`
      : agreement.taxTreatment === 'reverse_charge'
        ? ' (VAT reverse charge)'
        : '';
  return agreement.paymentReference
    ? `${total}${tax} · paid, reference ${agreement.paymentReference}`
    : `${total}${tax} · payable on signing; the payment is confirmed by its own receipt`;
}

async function writeCertificate(
  w: Writer,
  doc: PDFDocument,
  agreement: Agreement,
  events: AgreementEvent[],
  verifyUrl: string,
): Promise<void> {
  w.y = 0; // the certificate starts on a page of its own
  w.ensure(1);
  w.text(SENDER, { size: 9, bold: true, color: COLORS.blue, gap: 4 });
  w.text('Certificate of completion', { size: 18, bold: true, gap: 10 });
  const zone = agreement.signerTimeZone;
  const rows: Array<[string, string]> = [
    ['Agreement', `${agreement.title} (${agreement.code})`],
    ['Agreement id', agreement.id],
    ['SHA-256 of the original text', agreement.bodySha256 ?? '—'],
    ...signatureBlocks(agreement).map((signature, index): [string, string] => [
      `Signature ${index + 1} of ${signatureBlocks(agreement).length} · ${signature.heading}`,
      `${signature.name} <${signature.email}> · ${signature.method === 'drawn' ? 'drawn by hand' : 'typed name'} · ${timeWithZone(signature.at, signature.zone)}`,
    ]),
    ['Verification', agreement.verificationMethod ?? 'Signing link sent by email'],
    ['IP address', agreement.signerIp ?? '—'],
    ['Device and browser', userAgentLabel(agreement.signerUserAgent)],
    ['Sent', timeWithZone(agreement.sentAt, zone)],
    ['First viewed', timeWithZone(agreement.viewedAt, zone)],
    ['Fee', feeText(agreement)],
  ];
  for (const [label, value] of rows) {
    w.text(label, { size: 8, color: COLORS.muted, gap: 0 });
    w.text(value, { size: 10, gap: 5 });
  }
  w.rule();
  w.text('Audit trail', { size: 11, bold: true, gap: 4 });
  for (const event of events) {
    const where = [event.ipAddress, event.userAgent ? userAgentLabel(event.userAgent) : null]
      .filter(Boolean)
      .join(' · ');
    w.text(
      `${timeWithZone(event.createdAt, null)} — ${event.type.replaceAll('_', ' ')} by ${event.actor}${where ? ` (${where})` : ''}`,
      {
        size: 8,
        gap: 1,
      },
    );
  }
  w.rule();
  const qr = await doc.embedPng(await QRCode.toBuffer(verifyUrl, { type: 'png', margin: 1, width: 240 }));
  w.ensure(110);
  w.y -= 96;
  w.page.drawImage(qr, { x: MARGIN, y: w.y, width: 96, height: 96 });
  const textX = MARGIN + 110;
  let y = w.y + 80;
  for (const line of [
    'This document is sealed with a digital signature (PAdES).',
    `Check it is unchanged at ${verifyUrl}`,
    'by uploading this PDF: any change, even one byte, fails the check.',
  ]) {
    w.fonts.regular.draw(w.page, line, { x: textX, y, size: 9, color: COLORS.ink });
    y -= 14;
  }
}

async function newDocument(agreement: Agreement) {
  const doc = await PDFDocument.create();
  const fonts = await embedInter(doc);
  doc.setTitle(agreement.title);
  doc.setAuthor(SENDER);
  doc.setSubject(`Agreement ${agreement.code}`);
  doc.setCreator(SENDER);
  doc.setProducer(SENDER);
  const w = new Writer(doc, fonts, `${SENDER} · ${agreement.title} · ${agreement.code}`);
  return { doc, w };
}

/** The agreement as it was sent, without signature or seal (the admin's "original"). */
export async function renderOriginalPdf(agreement: Agreement): Promise<Uint8Array> {
  const { doc, w } = await newDocument(agreement);
  writeAgreement(w, agreement);
  w.rule();
  w.text(`SHA-256 of this text: ${agreement.bodySha256 ?? 'not yet sent'}`, { size: 8, color: COLORS.muted });
  return doc.save();
}

/**
 * The sealed agreement: the text, the signature, a certificate page (evidence and a QR code to the
 * verify page), digitally sealed as PAdES B-B (ETSI.CAdES.detached, signing-certificate-v2, the
 * signing time in /M) with the sealing certificate, and B-T (a signature timestamp) with a TSA.
 */
export async function renderSealedPdf(
  agreement: Agreement,
  events: AgreementEvent[],
  keys: SealKeys,
  verifyUrl: string,
  /** An RFC 3161 timestamp authority: the seal then carries a signature timestamp (PAdES B-T). */
  tsaUrl?: string,
): Promise<Buffer> {
  const { doc, w } = await newDocument(agreement);
  const handwriting = await doc.embedFont(readFileSync(HANDWRITING), { subset: true });
  const sealedAt = new Date();
  doc.setCreationDate(agreement.signedAt ?? new Date());
  writeAgreement(w, agreement);
  for (const signature of signatureBlocks(agreement)) await writeSignature(w, doc, signature, handwriting);
  await writeCertificate(w, doc, agreement, events, verifyUrl);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: `Signed agreement ${agreement.code}`,
    contactInfo: SENDER,
    name: SENDER,
    location: verifyUrl,
    // A timestamp token carries the authority's certificates: room for a long chain (verify takes up to 16 KB).
    signatureLength: tsaUrl ? 16_384 : 8192,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signingTime: sealedAt,
  });
  const unsigned = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(unsigned, new PadesSigner(keys.p12, keys.passphrase, tsaUrl));
}
