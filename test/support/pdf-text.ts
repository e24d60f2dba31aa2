import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';

/** The bytes of a stream, inflated when it is Flate-compressed. */
function streamBytes(stream: PDFRawStream): Buffer {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const raw = Buffer.from(stream.contents);
  return filter === PDFName.of('FlateDecode') ? inflateSync(raw) : raw;
}

/** A font's ToUnicode CMap: glyph code (hex) → text. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(code.toUpperCase(), utf16(text));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    // <low> <high> <first>, or <low> <high> [<each> <each> …]
    for (const [, low, high, target] of block[1].matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)/g,
    )) {
      const first = parseInt(low, 16);
      const each = target.startsWith('[') ? [...target.matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => m[1]) : null;
      const start = each ? 0 : parseInt(target.slice(1, -1), 16);
      for (let code = first; code <= parseInt(high, 16); code += 1) {
        const key = code.toString(16).toUpperCase().padStart(low.length, '0');
        map.set(key, utf16(each ? each[code - first] : (start + code - first).toString(16).padStart(4, '0')));
      }
    }
  }
  return map;
}

/**
 * The text a PDF shows, page by page, as a text extractor reads it: each `Tj` string decoded
 * through its font's ToUnicode map. Enough for tests of our own PDFs (embedded, subset fonts).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const cmap = font.lookup(PDFName.of('ToUnicode'));
      if (cmap instanceof PDFRawStream)
        fonts.set(name.decodeText(), toUnicode(streamBytes(cmap).toString('latin1')));
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref) as PDFRawStream)
        : [contents as unknown as PDFRawStream];
    const content = streams.map((stream) => streamBytes(stream).toString('latin1')).join('\n');
    // Consecutive runs on the same baseline (one line drawn in several fonts) make one line.
    let font: Map<string, string> | undefined;
    let y: string | undefined;
    let lastY: string | undefined;
    for (const match of content.matchAll(
      /\/([^\s/]+)\s+[\d.]+\s+Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|<([0-9A-Fa-f]*)>\s*Tj/g,
    )) {
      if (match[1]) font = fonts.get(match[1]);
      else if (match[2]) y = match[2];
      else if (font) {
        const hex = match[3].toUpperCase();
        let text = '';
        for (let index = 0; index < hex.length; index += 4)
          text += font.get(hex.slice(index, index + 4)) ?? '';
        if (y !== undefined && y === lastY && lines.length > 0) lines[lines.length - 1] += text;
        else lines.push(text);
        lastY = y;
      }
    }
  }
  return lines.join('\n');
}
