/**
 * A one-page PDF 1.4 written by hand: catalog, pages, page, Helvetica font and one content stream,
 * with a byte-exact cross-reference table, so any PDF reader opens it.
 */
export interface PdfPage {
  /** Page size in points (A4 is 595 × 842). */
  width: number;
  height: number;
  /** Content-stream operators, e.g. from `pdfText` and `pdfRect`. */
  operators: string[];
}

/** PDF string literals take Latin-1; other characters become '?', and ( ) \ are escaped. */
const pdfString = (text: string): string =>
  `(${text.replaceAll(/[^\x20-\x7e]/g, '?').replaceAll(/([()\\])/g, '\\$1')})`;

export const pdfText = (x: number, y: number, size: number, text: string): string =>
  `BT /F1 ${size} Tf ${x} ${y} Td ${pdfString(text)} Tj ET`;

export const pdfRect = (x: number, y: number, width: number, height: number): string =>
  `${x} ${y} ${width} ${height} re f`;

export const buildPdf = ({ width, height, operators }: PdfPage): Buffer => {
  const stream = operators.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
