import { z } from 'zod';
import type { ParamType } from './page-query';

/**
 * A form field holding one query parameter as text (an input's or a radio's value), read as the
 * page reads its address: empty, or outside the parameter's type, reads as absent. A form that only
 * changes the address is checked by the declaration the page reads it with (issue 34 forms).
 */
export const queryField = <T>(type: ParamType<T>) =>
  z.string().transform((raw): T | undefined => (raw === '' ? undefined : type.parse(raw)));
