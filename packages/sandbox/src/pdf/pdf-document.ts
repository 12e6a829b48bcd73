import { transliterate } from '../transliterate.js';

/** PDF strings hold Latin-1 text here: Cyrillic is transliterated, anything else non-ASCII becomes '?'. */
const pdfText = (text: string): string =>
  transliterate(text)
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page A4 PDF written by hand (PDF 1.4: catalog, pages, page, font, content stream, xref and
 * trailer), so order blanks and bills, tickets and payout documents open in any viewer without a PDF
 * library. One writer for all of them.
 */
export const pdfDocument = (title: string, lines: readonly string[]): Buffer => {
  const text = [
    'BT',
    '/F1 16 Tf',
    '50 790 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    '16 TL',
    'T*',
    ...lines.slice(0, 44).flatMap((line) => ['T*', `(${pdfText(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
