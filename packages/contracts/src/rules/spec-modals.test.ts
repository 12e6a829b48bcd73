import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_MODAL_FAMILIES, SPEC_MODAL_NAMES } from './spec-modals.js';

/** Where the requirement documents live; SPEC_DIR points elsewhere on another machine. */
const SPEC_DIR = process.env.SPEC_DIR ?? '/work/shared/spec';
const SPEC_1 = '1-site-auth-and-shop-reads.md';
const MODALS_LEAD = '**Modals**, opened by name:';

/** The names of spec 1 §2's modal paragraph, as the spec writes them. */
const specModalParagraph = (): string => {
  const text = readFileSync(join(SPEC_DIR, SPEC_1), 'utf8');
  const line = text.split('\n').find((l) => l.startsWith(MODALS_LEAD));
  if (!line) throw new Error(`spec 1 §2 has no line starting with ${MODALS_LEAD}`);
  return line.slice(MODALS_LEAD.length).split('.')[0]!;
};

describe('spec 1 §2 modal names', () => {
  const items = specModalParagraph()
    .split(',')
    .map((item) => item.trim());

  it('lists exactly the names the spec prints, in its order', () => {
    expect(SPEC_MODAL_NAMES).toEqual(items.filter((item) => /^[a-z]+(-[a-z]+)*$/.test(item)));
  });

  it('names the families the spec gives by prefix ("several registration-* dialogs")', () => {
    const families = items.filter((item) => !/^[a-z]+(-[a-z]+)*$/.test(item));
    expect(families.map((item) => /([a-z]+-)\*/.exec(item)?.[1])).toEqual([...SPEC_MODAL_FAMILIES]);
  });

  it('has no name twice', () => {
    expect(new Set(SPEC_MODAL_NAMES).size).toBe(SPEC_MODAL_NAMES.length);
  });
});
