import { describe, expect, it } from 'vitest';
import {
  AVATAR_UPLOAD,
  acceptedType,
  EVENT_APPLICATION_UPLOAD,
  LARGEST_UPLOAD_BYTES,
  matchesSignature,
  SIGNATURE_BYTES,
  UPLOAD_RULES,
  type UploadType,
} from './upload-rules.js';

const bytes = (...parts: (string | number[])[]): Uint8Array => {
  const out = new Uint8Array(SIGNATURE_BYTES);
  let at = 0;
  for (const part of parts)
    for (const b of typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part) out[at++] = b;
  return out;
};

/** A real start of each type, and one of another type. */
const STARTS: Record<UploadType, Uint8Array> = {
  'application/pdf': bytes('%PDF-1.7'),
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0]),
  'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': bytes('RIFF', [1, 2, 3, 4], 'WEBP'),
  'image/heic': bytes([0, 0, 0, 24], 'ftypheic'),
  'application/msword': bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  'application/vnd.ms-excel': bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': bytes('PK', [3, 4]),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': bytes('PK', [3, 4]),
};

describe('upload rules (DESIGN.md "Files in and out": a size and type limit per use)', () => {
  it.each(Object.keys(STARTS) as UploadType[])('knows a %s by its first bytes, and a text file is none', (type) => {
    expect(matchesSignature(type, STARTS[type])).toBe(true);
    expect(matchesSignature(type, bytes('hello, world'))).toBe(false);
  });

  it('tells a PNG from a JPEG and a PDF from an Office document', () => {
    expect(matchesSignature('image/png', STARTS['image/jpeg'])).toBe(false);
    expect(matchesSignature('application/pdf', STARTS['application/msword'])).toBe(false);
  });

  it('takes a declared type only when the use lists it, whatever its case and parameters', () => {
    expect(acceptedType(AVATAR_UPLOAD, 'IMAGE/PNG; name=a.png')).toBe('image/png');
    expect(acceptedType(AVATAR_UPLOAD, 'application/pdf')).toBeUndefined();
    expect(acceptedType(AVATAR_UPLOAD, 'image/svg+xml')).toBeUndefined();
  });

  it('has the largest limit of all uses as the ceiling the upstream stand-in accepts', () => {
    for (const rule of [...Object.values(UPLOAD_RULES), EVENT_APPLICATION_UPLOAD])
      expect(rule.maxBytes).toBeLessThanOrEqual(LARGEST_UPLOAD_BYTES);
  });
});
