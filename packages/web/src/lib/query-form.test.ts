import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freeText, wholeNumber } from './page-query';
import { queryField } from './query-form';

/** A filter form's fields, declared by the parameters of the address it writes (issue 34 forms). */
const form = z.object({ q: queryField(freeText(10)), gender: queryField(wholeNumber({ min: 1, max: 9 })) });

describe('a form of query parameters', () => {
  it('reads each field as the address reads its parameter', () => {
    expect(form.parse({ q: '  soap   bar ', gender: '3' })).toEqual({ q: 'soap bar', gender: 3 });
  });

  it('reads an empty field, or one outside its type, as absent', () => {
    expect(form.parse({ q: '   ', gender: '' })).toEqual({ q: undefined, gender: undefined });
    expect(form.parse({ q: 'eleven chars', gender: '12' })).toEqual({ q: undefined, gender: undefined });
  });
});
