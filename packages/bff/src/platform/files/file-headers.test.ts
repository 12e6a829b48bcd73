import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_TYPES,
  filenameOf,
  OCTET_STREAM,
  safeContentLength,
  safeContentType,
  safeDisposition,
} from './file-headers.js';

describe('file reply headers passed on from the upstream, made safe', () => {
  it('keeps a type of the download list (a text type with its charset), and sends anything else as bytes', () => {
    for (const type of DOWNLOAD_TYPES) expect(safeContentType(type), type).toBe(type);
    expect(safeContentType('Text/CSV; Charset="UTF-8"')).toBe('text/csv; charset=utf-8');
    expect(safeContentType('application/pdf; charset=utf-8')).toBe('application/pdf');
    for (const other of [
      'text/html',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/javascript',
      'application/x-javascript',
      'text/xsl',
      'text/xml',
      'application/json',
      'text/vtt',
      'multipart/x-mixed-replace',
    ])
      expect(safeContentType(`${other}; charset=utf-8`), other).toBe(OCTET_STREAM);
    for (const broken of ['pdf', 'application/pdf\r\nset-cookie: a=b', '', undefined, ['application/pdf']])
      expect(safeContentType(broken), String(broken)).toBe(OCTET_STREAM);
  });

  it('passes a length of digits only', () => {
    expect(safeContentLength('104857600')).toBe('104857600');
    for (const bad of ['-1', '1e6', '12, 12', ' 5', undefined])
      expect(safeContentLength(bad), String(bad)).toBeUndefined();
  });

  it("reads the upstream's name, the UTF-8 form first", () => {
    expect(filenameOf(`attachment; filename="a_b.pdf"; filename*=UTF-8''%D0%B0%20b.pdf`)).toBe('а b.pdf');
    expect(filenameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(filenameOf("attachment; filename*=UTF-8''%E0%A4%A")).toBeUndefined();
    expect(filenameOf(undefined)).toBeUndefined();
  });

  it('writes a disposition of one kind, one clean name, an ASCII fallback and the UTF-8 name', () => {
    expect(safeDisposition('attachment', 'bill.pdf', 'x.pdf')).toBe('attachment; filename="bill.pdf"');
    expect(safeDisposition('inline', '../../etc/"pass\r\nwd".pdf', 'x.pdf')).toBe('inline; filename="passwd.pdf"');
    expect(safeDisposition('attachment', 'Счёт №1.pdf', 'x.pdf')).toBe(
      `attachment; filename="____ _1.pdf"; filename*=UTF-8''%D0%A1%D1%87%D1%91%D1%82%20%E2%84%961.pdf`,
    );
    expect(safeDisposition('attachment', undefined, 'order-7-blank.pdf')).toBe(
      'attachment; filename="order-7-blank.pdf"',
    );
    expect(safeDisposition('attachment', '\u0000"', 'fallback.bin')).toBe('attachment; filename="fallback.bin"');
  });
});
